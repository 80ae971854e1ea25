import { useQueryClient } from '@tanstack/react-query';
import { expiryDate, isExpired, parseRedirectType } from '../../api/link-option-values';
import type { Link } from '../../api/links';
import { useT } from '../../components/i18n/use-t';
import { AddressSelect } from '../../components/ui/address-select';
import { currentLocale, defineMessage, t } from '../../lib/i18n';
import { knownLinkOptions, type KnownLinkOptions } from '../../resources/known-link-options';
import { useAccountScope, useApiClient } from '../../resources/session';
import { LINK_WORDS, REDIRECT_WORDS } from './link-words';

/** Each row's known options (none when neither the editor nor this device has seen them). */
export const useKnownLinkOptions = (rows: readonly Link[]): ReadonlyMap<number, KnownLinkOptions> =>
  knownLinkOptions(
    useQueryClient(),
    useApiClient(),
    useAccountScope(),
    rows.map((link) => link.id),
  );

const targetCount = (known: KnownLinkOptions) =>
  (known.geotarget?.length ?? 0) +
  (known.devicetarget?.length ?? 0) +
  (known.languagetarget?.length ?? 0);

const REDIRECT_BADGES = {
  frame: REDIRECT_WORDS.frame,
  splash: defineMessage({
    defaultMessage: 'Splash',
    description: 'redirect type: the service’s own splash page (a short badge)',
  }),
  'splash-page': defineMessage({ defaultMessage: 'Splash page' }),
  overlay: defineMessage({ defaultMessage: 'CTA overlay' }),
};

const EXPIRED = defineMessage({ defaultMessage: 'Expired', description: 'a link past its expiry' });

/** The badges of one link: visible words, and a full sentence for screen readers. */
const badgesOf = (known: KnownLinkOptions, now: Date): { shown: string; said: string }[] => {
  const badges: { shown: string; said: string }[] = [];
  if (known.status === 'private')
    badges.push({ shown: t(LINK_WORDS.private), said: t({ defaultMessage: 'Private link' }) });
  if (known.password)
    badges.push({
      shown: t({ defaultMessage: 'Password', description: 'badge: the link has a password' }),
      said: t({ defaultMessage: 'Protected by a password' }),
    });
  const expiry = known.expiry ? expiryDate(known.expiry) : null;
  if (expiry) {
    const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(expiry);
    badges.push(
      isExpired(known.expiry, now)
        ? {
            shown: t(EXPIRED),
            said: t({ defaultMessage: 'Expired on {date}: it no longer redirects' }, { date }),
          }
        : {
            shown: t({ defaultMessage: 'Expires {date}', description: 'a short badge' }, { date }),
            said: t({ defaultMessage: 'Expires on {date}' }, { date }),
          },
    );
  }
  const type = known.type ? parseRedirectType(known.type) : null;
  if (type && type.kind !== 'direct') {
    const word = t(REDIRECT_BADGES[type.kind]);
    badges.push({
      shown: word,
      said: t(
        {
          defaultMessage: 'Redirect type: {type}',
          description: 'type: the name of a redirect type',
        },
        { type: word },
      ),
    });
  }
  const pixels = known.pixels?.length ?? 0;
  if (pixels > 0)
    badges.push({
      shown: t(
        { defaultMessage: '{count, plural, one {# pixel} other {# pixels}}' },
        { count: pixels },
      ),
      said: t(
        {
          defaultMessage:
            '{count, plural, one {Loads # tracking pixel} other {Loads # tracking pixels}}',
        },
        { count: pixels },
      ),
    });
  const targets = targetCount(known);
  if (targets > 0)
    badges.push({
      shown: t(
        { defaultMessage: '{count, plural, one {# target} other {# targets}}' },
        { count: targets },
      ),
      said: t(
        { defaultMessage: '{count, plural, one {# targeting rule} other {# targeting rules}}' },
        { count: targets },
      ),
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
  const t = useT();
  const badges = known ? badgesOf(known, new Date()) : [];
  if (badges.length === 0) return null;
  const more = badges.length - PHONE_BADGES;
  return (
    <ul
      aria-label={t({ defaultMessage: 'What this link does' })}
      className="mt-1 flex flex-wrap gap-1"
    >
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
  expired: { label: EXPIRED, matches: (k: KnownLinkOptions) => isExpired(k.expiry) },
  password: {
    label: defineMessage({ defaultMessage: 'With a password' }),
    matches: (k: KnownLinkOptions) => k.password === true,
  },
  targeted: {
    label: defineMessage({ defaultMessage: 'With targeting' }),
    matches: (k: KnownLinkOptions) => targetCount(k) > 0,
  },
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
  const t = useT();
  if (!isKnown && !filter) return null;
  return (
    <AddressSelect
      param="has"
      label={t({
        defaultMessage: 'Show',
        description: 'label of a choice: which links the list shows',
      })}
      value={filter}
      allLabel={t(LINK_WORDS.allLinks)}
      options={Object.entries(FILTERS).map(([value, { label }]) => [value, t(label)] as const)}
      hint={t({
        defaultMessage:
          'Among this page’s links whose options are known here (opened in the editor or set from this device): your service does not list them.',
      })}
      className="mb-4"
    />
  );
};
