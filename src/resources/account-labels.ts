import { useSyncExternalStore } from 'react';
import { readAccountLabel, subscribeAccountLabels, type AccountLabel } from '../lib/account-label';

/** The account's name and colour on this device (lib/account-label.ts), kept up to date. */
export const useAccountLabel = (scope: string | null): AccountLabel =>
  useSyncExternalStore(subscribeAccountLabels, () => readAccountLabel(scope));
