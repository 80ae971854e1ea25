import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccountLabel, subscribeAccountLabels, writeAccountLabel } from './account-label';
import { accountStorageKey, forgetAccountData } from './account-scope';

describe('account labels', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a name and colour per account, tells listeners, and goes with the account’s data', () => {
    const listener = vi.fn();
    const stop = subscribeAccountLabels(listener);
    writeAccountLabel('alpha', { name: '  Northwind – client 2 ', colour: 'teal' });
    writeAccountLabel('beta', { name: 'Other' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readAccountLabel('alpha')).toEqual({ name: 'Northwind – client 2', colour: 'teal' });
    // The same object while unchanged (React's external store needs it).
    expect(readAccountLabel('alpha')).toBe(readAccountLabel('alpha'));
    expect(readAccountLabel('beta')).toEqual({ name: 'Other' });

    forgetAccountData('alpha');
    expect(readAccountLabel('alpha')).toEqual({});
    expect(readAccountLabel('beta')).toEqual({ name: 'Other' });
    stop();
  });

  it('reads a damaged or foreign value as no label', () => {
    localStorage.setItem(accountStorageKey('alpha', 'label'), '{"colour":"#ff0000"}');
    expect(readAccountLabel('alpha')).toEqual({});
    localStorage.setItem(accountStorageKey('alpha', 'label'), 'not json');
    expect(readAccountLabel('alpha')).toEqual({});
    localStorage.setItem(accountStorageKey('alpha', 'label'), '{"name":"a\\u202eb"}');
    expect(readAccountLabel('alpha')).toEqual({});
    expect(readAccountLabel(null)).toEqual({});
  });
});
