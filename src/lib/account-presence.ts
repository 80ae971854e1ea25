/**
 * How the tabs of one account find each other on this device (see
 * docs/decisions/0008-budget-aware-data-engine.md and 0034-accounts-in-one-tab.md): the account's
 * channel (budget, data, changes, Sign out) and its Web Lock, held in shared mode by every tab
 * where the account is signed in, shown or not. Data of an account whose lock no tab holds may be
 * wiped when another account signs in (lib/device-store.ts); a held one never is.
 */

export const accountChannelName = (scope: string) => `linkdeck-tabs-${scope}`;

export const accountLockName = (scope: string) => `linkdeck-account-${scope}`;

const lockManager = (): LockManager | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

export interface AccountHold {
  /** Resolves once the lock is held (at once where Web Locks are missing). */
  granted: Promise<void>;
  release(): void;
}

/** Holds the account's lock until `release` (the account signed out or left this tab). */
export const holdAccount = (scope: string): AccountHold => {
  const locks = lockManager();
  if (!locks) return { granted: Promise.resolve(), release() {} };
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const granted = new Promise<void>((resolve) => {
    void locks
      .request(accountLockName(scope), { mode: 'shared' }, () => {
        resolve();
        return released;
      })
      .catch(() => resolve());
  });
  return { granted, release };
};

/**
 * Runs `work` only while no tab holds the account (taking its lock exclusively, so no tab can
 * take it up meanwhile). Without Web Locks it never runs: the caller keeps what it cannot check.
 */
export const whileUnheld = async (scope: string, work: () => Promise<void>) => {
  const locks = lockManager();
  if (!locks) return;
  await locks
    .request(accountLockName(scope), { ifAvailable: true }, (lock) => (lock ? work() : undefined))
    .catch(() => undefined);
};
