import { timestamp } from '../util';
import type { Db } from './connection';

export interface UserRow {
  id: number;
  email: string;
  status: string;
  expires: string | null;
  registered: string;
}

/** The signed-in user's account. */
export const usersRepository = (db: Db) => {
  const byId = db.prepare<[number], UserRow>(
    'SELECT id, email, status, expires, registered FROM users WHERE id = ?',
  );
  const emailOwner = db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck();
  const setEmail = db.prepare('UPDATE users SET email = ? WHERE id = ?');
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  return {
    byId: (id: number): UserRow | undefined => byId.get(id),
    /** The id of the user with this email address. */
    emailOwner: (email: string): number | undefined => emailOwner.get(email),
    /** Changes the email address and the password hash given, together. */
    update: db.transaction((id: number, change: { email?: string; passwordHash?: string }) => {
      if (change.email !== undefined) setEmail.run(change.email, id);
      if (change.passwordHash !== undefined) setPassword.run(change.passwordHash, id);
    }),
  };
};

export interface NewUser {
  email: string;
  demo?: boolean;
}

/** A new user (the command line and `npm start` create users; the API does not). */
export const createUser = (db: Db, { email, demo = false }: NewUser): number => {
  const now = new Date();
  const expires = new Date(now.getTime() + 365 * 86_400_000);
  const info = db
    .prepare(
      'INSERT INTO users (email, status, expires, registered, is_demo) VALUES (?, ?, ?, ?, ?)',
    )
    .run(
      email,
      demo ? 'pro' : 'free',
      demo ? timestamp(expires) : null,
      timestamp(now),
      demo ? 1 : 0,
    );
  return Number(info.lastInsertRowid);
};
