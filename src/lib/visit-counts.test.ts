import { beforeEach, describe, expect, it } from 'vitest';
import { accountScope, forgetAccountData } from './account-scope';
import {
  changeSince,
  forgetVisitBaselines,
  recordCounts,
  visitBaseline,
  VISIT_GAP_MS,
} from './visit-counts';

const scope = accountScope('https://go.example.com', 7);
const HOUR = 60 * 60_000;
const t0 = Date.UTC(2026, 10, 21, 9);

/** A new page load: what the module kept in memory is gone, localStorage stays. */
const reload = () => forgetVisitBaselines();

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe('since the last visit', () => {
  it('has nothing to compare with on the first visit', () => {
    recordCounts(scope, [{ key: 'links:1', count: 5, at: t0 }], t0);
    expect(changeSince(visitBaseline(scope, t0), { key: 'links:1', count: 5, at: t0 })).toBe(null);
  });

  it('compares a later visit with what the previous one saw', () => {
    recordCounts(scope, [{ key: 'links:1', count: 5, at: t0 }], t0);
    reload();
    const later = t0 + 2 * HOUR;
    const baseline = visitBaseline(scope, later);
    expect(changeSince(baseline, { key: 'links:1', count: 17, at: later })).toEqual({
      change: 12,
      since: t0,
    });
    // An item the previous visit never saw has no change to show.
    expect(changeSince(baseline, { key: 'qr:4', count: 3, at: later })).toBe(null);
  });

  it('keeps comparing with the same visit for the whole page load', () => {
    recordCounts(scope, [{ key: 'qr:1', count: 1, at: t0 }], t0);
    reload();
    const later = t0 + 2 * HOUR;
    recordCounts(scope, [{ key: 'qr:1', count: 4, at: later }], later);
    recordCounts(scope, [{ key: 'qr:1', count: 6, at: later + 60_000 }], later + 60_000);
    expect(
      changeSince(visitBaseline(scope, later), { key: 'qr:1', count: 6, at: later + 60_000 }),
    ).toEqual({ change: 5, since: t0 });
  });

  it('treats a reload within the gap as the same visit', () => {
    recordCounts(scope, [{ key: 'qr:1', count: 1, at: t0 }], t0);
    reload();
    const second = t0 + 2 * HOUR;
    recordCounts(scope, [{ key: 'qr:1', count: 4, at: second }], second);
    reload();
    const soon = second + VISIT_GAP_MS / 2;
    expect(changeSince(visitBaseline(scope, soon), { key: 'qr:1', count: 4, at: second })).toEqual({
      change: 3,
      since: t0,
    });
  });

  it('shows no change for the very data the previous visit saw (from the device cache)', () => {
    recordCounts(scope, [{ key: 'qr:1', count: 4, at: t0 }], t0);
    reload();
    expect(
      changeSince(visitBaseline(scope, t0 + 2 * HOUR), { key: 'qr:1', count: 4, at: t0 }),
    ).toBe(null);
  });

  it('starts over after sign-out wiped the account data', () => {
    recordCounts(scope, [{ key: 'qr:1', count: 1, at: t0 }], t0);
    reload();
    const later = t0 + 2 * HOUR;
    expect(visitBaseline(scope, later)).not.toBe(null);
    forgetAccountData(scope);
    expect(visitBaseline(scope, later)).toBe(null);
  });
});
