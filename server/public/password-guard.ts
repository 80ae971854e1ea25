import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Password attempts per link and visitor (IP address) in a fixed window. */
export const PASSWORD_ATTEMPTS = { limit: 5, windowSeconds: 15 * 60 } as const;

/** How long a password form stays good for. */
const TOKEN_SECONDS = 2 * 60 * 60;
/** Windows kept in memory before the expired ones are swept, and the hard ceiling. */
const SWEEP_AT = 10_000;
const MAX_WINDOWS = 50_000;

/**
 * The password form's two guards: a rate limit on attempts, and a token that ties a form to the
 * link and the visitor who asked for it (so a form posted from another site, or by a script
 * that never loaded it, is refused). Both live in memory: a restart clears them.
 */
export const passwordGuard = (now: () => number = Date.now) => {
  const secret = randomBytes(32);
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sign = (linkId: number, visitor: string, issuedAt: number) =>
    createHmac('sha256', secret).update(`${linkId}\n${visitor}\n${issuedAt}`).digest();

  const sweep = () => {
    const at = now();
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= MAX_WINDOWS) break;
      windows.delete(key);
    }
  };

  return {
    /** Counts one attempt: 0 when it may go ahead, else the seconds until the window ends. */
    attempt: (linkId: number, ip: string): number => {
      const key = `${linkId}\n${ip}`;
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= SWEEP_AT) sweep();
        window = { count: 0, endsAt: at + PASSWORD_ATTEMPTS.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count++;
      return window.count > PASSWORD_ATTEMPTS.limit ? Math.ceil((window.endsAt - at) / 1000) : 0;
    },
    token: (linkId: number, visitor: string): string => {
      const issuedAt = Math.floor(now() / 1000);
      return `${issuedAt}.${sign(linkId, visitor, issuedAt).toString('base64url')}`;
    },
    isValidToken: (token: string | null, linkId: number, visitor: string): boolean => {
      const [issued, mac] = (token ?? '').split('.');
      const issuedAt = Number(issued);
      if (!/^\d{1,12}$/.test(issued ?? '') || !mac) return false;
      if (Math.floor(now() / 1000) - issuedAt > TOKEN_SECONDS) return false;
      const expected = sign(linkId, visitor, issuedAt);
      const given = Buffer.from(mac, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};

export type PasswordGuard = ReturnType<typeof passwordGuard>;
