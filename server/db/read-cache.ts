import type { Db } from './connection';

/**
 * Changes whenever another connection (another process on the same file, such as
 * `npm run user:create`) commits; writes through our own connection are announced explicitly.
 * Asking SQLite costs a read transaction (~15 µs of file locking on this machine), more than
 * the rest of a cached answer, so the value is re-read at most every `maxAgeMs`: another
 * process's changes reach the caches within that time.
 */
export const dataVersion = (db: Db, maxAgeMs = 500): (() => number) => {
  const stmt = db.prepare('PRAGMA data_version').pluck();
  let value = 0;
  let readAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - readAt >= maxAgeMs) {
      value = stmt.get() as number;
      readAt = now;
    }
    return value;
  };
};

/**
 * Computed answers per key, dropped when another process writes to the database (its
 * data_version moves) or when our own code calls `invalidate` after a write that changes them.
 * Reading a row from the WAL file costs a read transaction (~15 µs of locking here); a hit costs
 * a map lookup.
 */
export class ReadCache<T> {
  private seen = Number.NaN;
  private entries = new Map<string, T>();

  constructor(private readonly maxEntries = 1000) {}

  /** The cached value, if still valid at this data_version. */
  peek(key: string, version: number): T | undefined {
    if (version !== this.seen) {
      this.seen = version;
      this.entries.clear();
    }
    return this.entries.get(key);
  }

  put(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  get(key: string, version: number, compute: () => T): T {
    let value = this.peek(key, version);
    if (value === undefined) {
      value = compute();
      this.put(key, value);
    }
    return value;
  }

  /** Forgets the entries whose key starts with `prefix` (all entries without one). */
  invalidate(prefix = ''): void {
    if (!prefix) this.entries.clear();
    else
      for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

export interface OwnWrites {
  /** Rows changed through our own connection so far, less those of uncounted writes. */
  count(): number;
  /** Runs a write whose changes no cache depends on (a visit batch only adds logs and counts). */
  uncounted(write: () => void): void;
}

/**
 * Our own connection's writes, from SQLite's `total_changes()` (a statement that reads no table,
 * so no lock): a cache that kept the count it saw has seen every write since, whichever code made
 * it, without each write having to name the caches it affects.
 */
export const ownWrites = (db: Db): OwnWrites => {
  const total = db.prepare('SELECT total_changes()').pluck();
  const read = () => total.get() as number;
  let uncounted = 0;
  return {
    count: () => read() - uncounted,
    uncounted: (write) => {
      const before = read();
      try {
        write();
      } finally {
        uncounted += read() - before;
      }
    },
  };
};
