import { describe, expect, it } from 'vitest';
import { accountScope, accountStorageKey, forgetAccountData } from './account-scope';
import { readAccountData, writeAccountData } from './account-storage';

describe('account storage', () => {
  const scope = accountScope('https://go.example.com', 7);

  it('keeps each account apart and reads back what it wrote', () => {
    writeAccountData(scope, 'templates', [{ name: 'a' }]);
    expect(readAccountData(scope, 'templates')).toEqual([{ name: 'a' }]);
    expect(readAccountData(accountScope('https://go.example.com', 8), 'templates')).toBe(undefined);
  });

  it('reads unreadable JSON as nothing', () => {
    localStorage.setItem(accountStorageKey(scope, 'x'), '{oops');
    expect(readAccountData(scope, 'x')).toBeUndefined();
  });

  it("forgets all of this account's data and only this account's", () => {
    const lookalike = accountScope('https://go.example.com.evil', 7);
    writeAccountData(scope, 'recent', [1]);
    writeAccountData(scope, 'other', [2]);
    writeAccountData(scope, 'templates', [3]);
    writeAccountData(lookalike, 'recent', [4]);
    forgetAccountData(scope);
    expect(readAccountData(scope, 'recent')).toBeUndefined();
    expect(readAccountData(scope, 'other')).toBeUndefined();
    expect(readAccountData(scope, 'templates')).toBeUndefined();
    expect(readAccountData(lookalike, 'recent')).toEqual([4]);
  });
});
