import { json } from '../http/respond';
import { Hono } from 'hono';
import { accountUpdateSchema } from '../../src/api/account';
import { fieldError } from '../http/errors';
import type { AppEnv, Deps } from '../http/types';
import { parseBody } from '../http/validate';
import { hashPassword } from '../users';

interface UserRow {
  id: number;
  email: string;
  status: string;
  expires: string | null;
  registered: string;
}

/** A generated avatar (initials), so the dashboard shows a picture without a third party. */
const avatarOf = (email: string): string => {
  const initials =
    email
      .slice(0, 2)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '') || '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="#1a73e8"/><text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

export const accountRoutes = ({ db }: Deps) => {
  const app = new Hono<AppEnv>();
  const getUser = db.prepare<[number], UserRow>(
    'SELECT id, email, status, expires, registered FROM users WHERE id = ?',
  );
  const emailOwner = db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck();

  app.get('/account', (c) => {
    const user = getUser.get(c.get('userId')) as UserRow;
    return json(c, {
      error: 0,
      data: {
        id: user.id,
        email: user.email,
        username: user.email.split('@')[0],
        avatar: avatarOf(user.email),
        status: user.status,
        expires: user.expires,
        registered: user.registered,
      },
    });
  });

  app.put('/account/update', async (c) => {
    const userId = c.get('userId');
    const input = await parseBody(c, accountUpdateSchema);
    if (input.email !== undefined) {
      const owner = emailOwner.get(input.email);
      if (owner !== undefined && owner !== userId)
        throw fieldError(
          'email',
          'This email address belongs to another account. Use another one.',
        );
    }
    db.transaction(() => {
      if (input.email !== undefined)
        db.prepare('UPDATE users SET email = ? WHERE id = ?').run(input.email, userId);
      if (input.password !== undefined)
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(
          hashPassword(input.password),
          userId,
        );
    })();
    return json(c, { error: 0, message: 'Account updated.' });
  });

  return app;
};
