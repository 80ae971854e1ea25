import { json } from '../http/respond';
import { Hono } from 'hono';
import { accountUpdateSchema } from '../../src/api/account';
import { fieldError, HttpError } from '../http/errors';
import type { AppEnv, Deps } from '../http/types';
import { parseBody } from '../http/validate';
import { hashPassword } from '../credentials';

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

export const accountRoutes = ({ repos }: Deps) => {
  const app = new Hono<AppEnv>();
  const users = repos.users;

  app.get('/account', (c) => {
    // The gate found this user's key, so the user exists.
    const user = users.byId(c.get('userId'));
    if (!user) throw new HttpError(401, 'This API key belongs to no account.');
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
      const owner = users.emailOwner(input.email);
      if (owner !== undefined && owner !== userId)
        throw fieldError(
          'email',
          'This email address belongs to another account. Use another one.',
        );
    }
    users.update(userId, {
      email: input.email,
      passwordHash: input.password === undefined ? undefined : await hashPassword(input.password),
    });
    return json(c, { error: 0, message: 'Account updated.' });
  });

  return app;
};
