import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { expiryDate, isExpired, parseRedirectType } from '../../api/link-option-values';
import type { Link } from '../../api/links';
import { inputClass } from '../../components/form/field-shell';
import { withChanges } from '../../lib/url-state';
import { readSentLinkOptions, type SentLinkOptions } from '../../resources/link-options-sent';
import { links } from '../../resources/links';
import { useAccountScope, useApiClient } from '../../resources/session';

/**
 * What the Links list knows a link does. The list reports no option (real instances or not),
 * so this is what the editor last read from the instance, over what this device sent.
 */
export type KnownLinkOptions = Pick<
  SentLinkOptions,
  'status' | 'type' | 'pixels' | 'geotarget' | 'devicetarget' | 'languagetarget'
> & { password?: boolean; expiry?: string | null };

/** Each row's known options (none when neither the editor nor this device has seen them). */
export const useKnownLinkOptions = (
  rows: readonly Link[],
): ReadonlyMap<number, KnownLinkOptions> => {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const sent = readSentLinkOptions(useAccountScope());
  return new Map(
    rows.flatMap((link) => {
      const reported = queryClient.getQueryData(
        links.queries.withOptions(client, link.id).queryKey,
      )?.options;
      const reportedKnown = reported
        ? Object.fromEntries(Object.entries(reported).filter(([, v]) => v !== undefined))
        : {};
      const known = { ...sent.get(link.id), ...reportedKnown } as KnownLinkOptions;
      return Object.keys(known).length > 0 ? [[link.id, known] as const] : [];
    }),
  );
};

const targetCount = (known: KnownLinkOptions) =>
  (known.geotarget?.length ?? 0) +
  (known.devicetarget?.length ?? 0) +
  (known.languagetarget?.length ?? 0);

const REDIRECT_BADGES = {
  frame: 'Frame',
  splash: 'Splash',
  'splash-page': 'Splash page',
  overlay: 'CTA overlay',
} as const;

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The badges of one link: visible words, and a full sentence for screen readers. */
const badgesOf = (known: KnownLinkOptions, now: Date): { shown: string; said: string }[] => {
  const badges: { shown: string; said: string }[] = [];
  if (known.status === 'private') badges.push({ shown: 'Private', said: 'Private link' });
  if (known.password) badges.push({ shown: 'Password', said: 'Protected by a password' });
  const expiry = known.expiry ? expiryDate(known.expiry) : null;
  if (expiry) {
    const date = shortDate.format(expiry);
    badges.push(
      isExpired(known.expiry, now)
        ? { shown: 'Expired', said: `Expired on ${date}: it no longer redirects` }
        : { shown: `Expires ${date}`, said: `Expires on ${date}` },
    );
  }
  const type = known.type ? parseRedirectType(known.type) : null;
  if (type && type.kind !== 'direct') {
    const word = REDIRECT_BADGES[type.kind];
    badges.push({ shown: word, said: `Redirect type: ${word}` });
  }
  const pixels = known.pixels?.length ?? 0;
  if (pixels > 0)
    badges.push({
      shown: `${pixels} pixel${pixels === 1 ? '' : 's'}`,
      said: `Loads ${pixels} tracking pixel${pixels === 1 ? '' : 's'}`,
    });
  const targets = targetCount(known);
  if (targets > 0)
    badges.push({
      shown: `${targets} target${targets === 1 ? '' : 's'}`,
      said: `${targets} targeting rule${targets === 1 ? '' : 's'}`,
    });
  return badges;
};

/** Badges a phone card shows on its one line; the others are counted ("+2"). */
const PHONE_BADGES = 2;
const badgeClass =
  'rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-gray-800 dark:bg-gray-800 dark:text-gray-200';

/**
 * What a link does, as small badges under its name. A phone card keeps them to one line: the
 * first ones and a count of the rest, which screen readers still hear in full.
 */
export const LinkBadges = ({ known }: { known: KnownLinkOptions | undefined }) => {
  const badges = known ? badgesOf(known, new Date()) : [];
  if (badges.length === 0) return null;
  const more = badges.length - PHONE_BADGES;
  return (
    <ul aria-label="What this link does" className="mt-1 flex flex-wrap gap-1">
      {badges.map(({ shown, said }, index) => (
        <li
          key={shown}
          className={index < PHONE_BADGES ? badgeClass : `${badgeClass} max-sm:sr-only`}
        >
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{said}</span>
        </li>
      ))}
      {more > 0 && (
        <li aria-hidden="true" className={`${badgeClass} sm:hidden`}>
          +{more}
        </li>
      )}
    </ul>
  );
};

const FILTERS = {
  expired: { label: 'Expired', matches: (k: KnownLinkOptions) => isExpired(k.expiry) },
  password: { label: 'With a password', matches: (k: KnownLinkOptions) => k.password === true },
  targeted: { label: 'With targeting', matches: (k: KnownLinkOptions) => targetCount(k) > 0 },
} as const;
export type LinkOptionFilter = keyof typeof FILTERS;

/** `?has=expired|password|targeted`, or null. */
export const readLinkOptionFilter = (params: URLSearchParams): LinkOptionFilter | null => {
  const has = params.get('has');
  return has !== null && Object.hasOwn(FILTERS, has) ? (has as LinkOptionFilter) : null;
};

/** The rows of this page a filter keeps: those whose options are known and match. */
export const filterByKnownOptions = <T extends { id: number }>(
  rows: T[],
  known: ReadonlyMap<number, KnownLinkOptions>,
  filter: LinkOptionFilter | null,
): T[] => {
  if (!filter) return rows;
  return rows.filter((row) => {
    const options = known.get(row.id);
    return options !== undefined && FILTERS[filter].matches(options);
  });
};

/**
 * The "Show" choice, in the address (`?has=`). Offered only when some option of this page's
 * links is known; it says that links whose options are not known here are left out.
 */
export const LinkOptionFilterSelect = ({
  filter,
  isKnown,
}: {
  filter: LinkOptionFilter | null;
  isKnown: boolean;
}) => {
  const [, setSearchParams] = useSearchParams();
  const id = useId();
  if (!isKnown && !filter) return null;
  return (
    <div className="mb-4 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Show
      </label>
      <select
        id={id}
        value={filter ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          setSearchParams((current) => withChanges(current, { has: event.target.value || null }))
        }
        className={`${inputClass} sm:w-56`}
      >
        <option value="">All links</option>
        {Object.entries(FILTERS).map(([value, { label }]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
        Among this page’s links whose options are known here (opened in the editor or set from this
        device): your service does not list them.
      </p>
    </div>
  );
};
