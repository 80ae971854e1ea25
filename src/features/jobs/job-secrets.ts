import type { Job, JobItem } from '../../resources/job-model';

/**
 * Link passwords of jobs, held in this tab's memory only (docs/decisions/0010-bulk-jobs.md): a job
 * on the device and on the jobs channel carries `needsPassword` instead, so no password is ever
 * written to IndexedDB or sent to another tab. A reload, another tab taking over or a sign-out
 * loses them, and the job asks for them again before it sends those items.
 */
const passwords = new Map<string, Map<string, string>>();

/** The password an item carries (an import row's cell, a bulk "set password"), if any. */
const passwordOf = (item: Pick<JobItem, 'row' | 'change'>): string | undefined =>
  item.row?.password || item.change?.password || undefined;

/** An item without its password, marked as needing one. Removing one ('') is not a secret. */
export const withoutPassword = <T extends Pick<JobItem, 'row' | 'change' | 'needsPassword'>>(
  item: T,
): T => {
  if (passwordOf(item) === undefined) return item;
  const { password: _cell, ...row } = item.row ?? { password: undefined };
  const { password: _change, ...change } = item.change ?? { password: undefined };
  return {
    ...item,
    ...(item.row ? { row } : {}),
    ...(item.change ? { change } : {}),
    needsPassword: true,
  };
};

/** A job as it may leave this tab's memory: no item holds a password. */
export const jobWithoutPasswords = (job: Job): Job =>
  job.items.some((item) => passwordOf(item) !== undefined)
    ? { ...job, items: job.items.map(withoutPassword) }
    : job;

/** Keeps the passwords of a new job's items in memory, by item key. */
export const keepPasswords = (
  jobId: string,
  items: readonly Pick<JobItem, 'key' | 'row' | 'change'>[],
) => {
  const kept = new Map<string, string>();
  for (const item of items) {
    const password = passwordOf(item);
    if (password !== undefined) kept.set(item.key, password);
  }
  if (kept.size > 0) passwords.set(jobId, kept);
};

/** Adds passwords the person gave again (after a reload), by item key. */
export const givePasswords = (jobId: string, given: ReadonlyMap<string, string>) => {
  const kept = passwords.get(jobId) ?? new Map<string, string>();
  given.forEach((password, key) => password && kept.set(key, password));
  passwords.set(jobId, kept);
};

export const passwordFor = (jobId: string, key: string) => passwords.get(jobId)?.get(key);

/** Forgets an item's password once sent, or all of a job's (finished, removed, sign-out). */
export const forgetPasswords = (jobId: string, key?: string) => {
  if (key === undefined) passwords.delete(jobId);
  else passwords.get(jobId)?.delete(key);
};

/** Whether an item still has to send a password: the first step (create, or the update). */
export const waitsForPassword = (item: JobItem) =>
  item.needsPassword === true &&
  item.step === 0 &&
  (item.state === 'pending' || item.state === 'in-flight');

/** The items of a job that will send a password this tab does not have: it must ask for them. */
export const itemsMissingPassword = (job: Job): JobItem[] =>
  job.items.filter((item) => waitsForPassword(item) && !passwordFor(job.id, item.key));
