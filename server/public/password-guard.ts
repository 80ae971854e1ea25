import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Password attempts per link and visitor (IP address, see server/http/forwarded.ts) in a fixed
 * window; past a link's ceiling (many visitors guessing), each attempt is held a little longer,
 * up to a cap, and never refused: one crowd of guessers must not lock out the link's audience.
 */
export const PASSWORD_ATTEMPTS = {
  limit: 5,
  windowSeconds: 15 * 60,
  linkCeiling: 50,
  delayStepMs: 200,
  maxDelayMs: 10_000,
} as const;

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

  /** Counts one attempt in a window and returns how many it holds now. */
  const count = (key: string, at: number) => {
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      if (windows.size >= SWEEP_AT) sweep();
      window = { count: 0, endsAt: at + PASSWORD_ATTEMPTS.windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.count++;
    return window;
  };

  return {
    /**
     * Counts one attempt: `retryAfter` > 0 refuses this visitor for that many seconds; else it
     * goes ahead after `delayMs` (0 until the link's ceiling).
     */
    attempt: (linkId: number, ip: string): { retryAfter: number; delayMs: number } => {
      const at = now();
      const visitor = count(`${linkId}\n${ip}`, at);
      if (visitor.count > PASSWORD_ATTEMPTS.limit)
        return { retryAfter: Math.ceil((visitor.endsAt - at) / 1000), delayMs: 0 };
      const excess = count(`${linkId}`, at).count - PASSWORD_ATTEMPTS.linkCeiling;
      const delayMs =
        excess > 0
          ? Math.min(excess * PASSWORD_ATTEMPTS.delayStepMs, PASSWORD_ATTEMPTS.maxDelayMs)
          : 0;
      return { retryAfter: 0, delayMs };
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
