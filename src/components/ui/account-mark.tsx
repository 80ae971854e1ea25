import type { AccountColour } from '../../lib/account-label';
import { defineMessage, type Message } from '../../lib/i18n';

/**
 * The palette an account's colour comes from (lib/account-label.ts). Each mark is a 700 shade in
 * the light theme and a 300 shade in the dark one: at least 4.5:1 against the header and menu
 * backgrounds of both, and the colour is never the only sign (its name is written beside it).
 */
const markClass: Record<AccountColour, string> = {
  blue: 'bg-blue-700 dark:bg-blue-300',
  green: 'bg-green-700 dark:bg-green-300',
  amber: 'bg-amber-700 dark:bg-amber-300',
  red: 'bg-red-700 dark:bg-red-300',
  violet: 'bg-violet-700 dark:bg-violet-300',
  teal: 'bg-teal-700 dark:bg-teal-300',
};

export const ACCOUNT_COLOUR_NAMES: Record<AccountColour, Message> = {
  blue: defineMessage({ defaultMessage: 'Blue', description: 'an account’s colour' }),
  green: defineMessage({ defaultMessage: 'Green', description: 'an account’s colour' }),
  amber: defineMessage({ defaultMessage: 'Amber', description: 'an account’s colour' }),
  red: defineMessage({ defaultMessage: 'Red', description: 'an account’s colour' }),
  violet: defineMessage({ defaultMessage: 'Violet', description: 'an account’s colour' }),
  teal: defineMessage({ defaultMessage: 'Teal', description: 'an account’s colour' }),
};

/** A small round mark in the account's colour (nothing without one); decorative. */
export const AccountMark = ({
  colour,
  className = 'size-3',
}: {
  colour: AccountColour | undefined;
  className?: string;
}) =>
  colour ? (
    <span
      aria-hidden="true"
      data-colour={colour}
      className={`inline-block shrink-0 rounded-full ${markClass[colour]} ${className}`}
    />
  ) : null;
