import { describe, expect, it } from 'vitest';
import { getAccount, updateAccount } from './account';
import { AuthError } from './errors';
import { fakeClient, json } from './testing';

/** An account in the contract's form, which is also how the dashboard reads it. */
const ACCOUNT = {
  id: 1,
  email: 'ana@example.com',
  username: 'ana',
  avatar: 'https://go.example.com/avatar.png',
  status: 'pro',
  expires: '2026-01-01 00:00:00',
  registered: '2024-01-01 10:00:00',
};

describe('getAccount', () => {
  it('reads the contract form', async () => {
    const { client, calls } = fakeClient(json({ error: 0, data: ACCOUNT }));
    await expect(getAccount(client)).resolves.toEqual(ACCOUNT);
    expect(calls[0].url).toBe('https://go.example.com/api/account');
  });

  it('reads a real instance: string id, expires null, unknown planid', async () => {
    const { client } = fakeClient(
      json({
        error: 0,
        data: {
          id: '7',
          email: 'bo@example.com',
          username: 'bo',
          avatar: 'https://x.test/a.png',
          status: 'free',
          expires: null,
          registered: '2024-01-01 10:00:00',
          planid: '2',
        },
      }),
    );
    const account = await getAccount(client);
    expect(account).toMatchObject({ id: 7, status: 'free', expires: null });
    expect(account).not.toHaveProperty('planid');
  });

  it('fails with an AuthError on a 403', async () => {
    const { client } = fakeClient(json({ error: 1, message: 'Invalid API key.' }, { status: 403 }));
    await expect(getAccount(client)).rejects.toBeInstanceOf(AuthError);
  });
});

describe('updateAccount', () => {
  it('sends a PUT with the changes and returns the message', async () => {
    const { client, calls } = fakeClient(json({ error: 0, message: 'Account updated.' }));
    await expect(updateAccount(client, { email: 'new@example.com' })).resolves.toEqual({
      message: 'Account updated.',
    });
    expect(calls[0]).toMatchObject({
      url: 'https://go.example.com/api/account/update',
      method: 'PUT',
      body: { email: 'new@example.com' },
    });
  });
});
