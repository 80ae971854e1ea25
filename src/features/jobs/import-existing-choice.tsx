import { useId } from 'react';
import { useT } from '../../components/i18n/use-t';
import { describeError } from '../../api/errors';
import type { ExistingChoice } from './import-existing';

/** Where the check of the aliases against the account's links is. */
export type AliasCheckState =
  | { state: 'reading'; page: number; pages: number; requests: number }
  | { state: 'done'; links: number; requests: number }
  | { state: 'failed'; error: unknown };

/** "Aliases checked against your 35 links (1 request)": what the check read and what it cost. */
export const AliasCheckStatus = ({ check }: { check: AliasCheckState }) => {
  const t = useT();
  return (
    <p
      role="status"
      className={`mb-2 text-sm ${check.state === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}`}
    >
      {check.state === 'reading'
        ? t(
            {
              defaultMessage:
                'Checking the aliases against your links{hasPages, select, true {: page {page, number} of {pages, number}} other {}} · {requests, plural, =0 {no request so far} one {# request so far} other {# requests so far}}…',
              description: 'an import preview reads the account’s links, one request a page',
            },
            {
              hasPages: String(check.page > 0),
              page: check.page,
              pages: check.pages,
              requests: check.requests,
            },
          )
        : check.state === 'done'
          ? t(
              {
                defaultMessage:
                  'Aliases checked against your {links, plural, one {# link} other {# links}} ({requests, plural, =0 {no request: this device had them} one {# request} other {# requests}}).',
              },
              { links: check.links, requests: check.requests },
            )
          : t(
              {
                defaultMessage:
                  'The aliases could not be checked against your links: {error} A row whose alias you already have will fail.',
                description: 'error: why, in a sentence of its own',
              },
              { error: describeError(check.error) },
            )}
    </p>
  );
};

/** Skip the rows whose alias the account has, or update those links with the rows' fields. */
export const ExistingChoiceField = ({
  count,
  choice,
  onChange,
}: {
  count: number;
  choice: ExistingChoice;
  onChange: (choice: ExistingChoice) => void;
}) => {
  const t = useT();
  const legendId = useId();
  const options: { value: ExistingChoice; label: string }[] = [
    {
      value: 'skip',
      label: t({ defaultMessage: 'Skip them: import only the new rows' }),
    },
    {
      value: 'update',
      label: t({
        defaultMessage: 'Update those links with the rows’ destination, description and options',
      }),
    },
  ];
  return (
    <fieldset className="mb-4 space-y-2" aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium">
        {t(
          {
            defaultMessage:
              '{count, plural, one {# row has an alias one of your links already has.} other {# rows have an alias one of your links already has.}}',
          },
          { count },
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => (
          <label
            key={value}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-gray-600 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950"
          >
            <input
              type="radio"
              name="existing-links"
              value={value}
              checked={choice === value}
              onChange={() => onChange(value)}
              className="size-4 accent-brand-600 dark:accent-brand-400"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
