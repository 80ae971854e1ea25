import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../credentials';
import { oneUser, setUp } from '../test-helpers';

describe('account', () => {
  it('shows the account of the key owner', async () => {
    const { user } = setUp();
    const a = user('ada@example.com');
    const res = await a.call('GET', '/api/account');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      error: 0,
      data: {
        id: a.id,
        email: 'ada@example.com',
        username: 'ada',
        avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
        status: 'free',
        expires: null,
        registered: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    });
  });

  it('updates email and password', async () => {
    const { user, db } = setUp();
    const a = user();
    const res = await a.call('PUT', '/api/account/update', {
      email: 'new@example.com',
      password: 'correct horse',
    });
    expect(res.json).toEqual({ error: 0, message: 'Account updated.' });
    expect((await a.call('GET', '/api/account')).json.data.email).toBe('new@example.com');
    const hash = db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(a.id);
    expect(await verifyPassword('correct horse', hash as string)).toBe(true);
  });

  it('rejects an update with no field, a bad email, a short password or unknown fields', async () => {
    const a = oneUser();
    const none = await a.call('PUT', '/api/account/update', {});
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Change the email, the password, or both.');
    const email = await a.call('PUT', '/api/account/update', { email: 'nope' });
    expect(email.json.fields).toEqual({ email: expect.stringMatching(/email address/) });
    const password = await a.call('PUT', '/api/account/update', { password: 'short' });
    expect(password.json.fields.password).toMatch(/at least 8/);
    const control = await a.call('PUT', '/api/account/update', {
      password: 'correct\thorse\u0000',
    });
    expect(control.status).toBe(400);
    expect(control.json.fields.password).toMatch(/control characters/);
    const extra = await a.call('PUT', '/api/account/update', { email: 'x@y.co', status: 'pro' });
    expect(extra.json.fields.status).toBe('Unknown field "status": remove it.');
    expect((await a.call('GET', '/api/account')).json.data.email).toBe('user1@example.com');
  });

  it("refuses another account's email", async () => {
    const { user } = setUp();
    const a = user('a@example.com');
    user('b@example.com');
    const res = await a.call('PUT', '/api/account/update', { email: 'B@example.com' });
    expect(res.status).toBe(400);
    expect(res.json.fields.email).toMatch(/another account/);
    // Re-sending one's own email is fine.
    expect((await a.call('PUT', '/api/account/update', { email: 'a@example.com' })).status).toBe(
      200,
    );
  });
});
