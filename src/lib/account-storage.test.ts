import { describe, expect, it } from 'vitest';
import { accountScope, accountStorageKey, forgetUntilSignOutData } from './account-scope';
import { readAccountData, writeAccountData } from './account-storage';

describe('account storage', () => {
  const scope = accountScope('https://go.example.com', 7);

  it('keeps each account apart and reads back what it wrote', () => {
    writeAccountData('kept', scope, 'templates', [{ name: 'a' }]);
    expect(readAccountData('kept', scope, 'templates')).toEqual([{ name: 'a' }]);
    expect(readAccountData('kept', accountScope('https://go.example.com', 8), 'templates')).toBe(
      undefined,
    );
    expect(readAccountData('until-sign-out', scope, 'templates')).toBeUndefined();
  });

  it('reads unreadable JSON as nothing', () => {
    localStorage.setItem(accountStorageKey('kept', scope, 'x'), '{oops');
    expect(readAccountData('kept', scope, 'x')).toBeUndefined();
  });

  it("forgets only this account's until-sign-out data", () => {
    const lookalike = accountScope('https://go.example.com.evil', 7);
    writeAccountData('until-sign-out', scope, 'recent', [1]);
    writeAccountData('until-sign-out', scope, 'other', [2]);
    writeAccountData('kept', scope, 'templates', [3]);
    writeAccountData('until-sign-out', lookalike, 'recent', [4]);
    forgetUntilSignOutData(scope);
    expect(readAccountData('until-sign-out', scope, 'recent')).toBeUndefined();
    expect(readAccountData('until-sign-out', scope, 'other')).toBeUndefined();
    expect(readAccountData('kept', scope, 'templates')).toEqual([3]);
    expect(readAccountData('until-sign-out', lookalike, 'recent')).toEqual([4]);
  });
});
