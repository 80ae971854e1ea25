import { t } from './i18n';

/** The shares a cost is rounded to, each named by a key of the messages below. */
const SHARES: readonly [number, string][] = [
  [1 / 10, 'tenth'],
  [1 / 5, 'fifth'],
  [1 / 4, 'quarter'],
  [1 / 3, 'third'],
  [1 / 2, 'half'],
  [2 / 3, 'twoThirds'],
  [3 / 4, 'threeQuarters'],
];

/** Which phrase says the cost: a key of the messages below, and the minutes it takes. */
const shareOf = (requests: number, limit: number | null | undefined) => {
  if (requests <= 0) return { share: 'nothing', minutes: 0 };
  if (!limit || limit <= 0) return null;
  const ratio = requests / limit;
  if (ratio < 0.07) return { share: 'little', minutes: 0 };
  if (ratio > 0.9 && ratio <= 1) return { share: 'all', minutes: 0 };
  if (ratio > 1) return { share: 'minutes', minutes: Math.ceil(ratio) };
  const [, share] = SHARES.reduce((best, candidate) =>
    Math.abs(candidate[0] - ratio) < Math.abs(best[0] - ratio) ? candidate : best,
  );
  return { share, minutes: 0 };
};

/**
 * What `requests` take of the API's per-minute limit, in a person's words, in the current
 * language: "about a third of this minute's allowance", "about 6 minutes' allowance". Null when
 * the service states no limit (then the count would puzzle more than it tells). Called while a
 * component renders (it follows the language).
 */
export const shareOfAllowance = (requests: number, limit: number | null | undefined) => {
  const cost = shareOf(requests, limit);
  return (
    cost &&
    t(
      {
        defaultMessage:
          "{share, select, nothing {nothing of your allowance} little {a little of this minute's allowance} all {all of this minute's allowance} tenth {about a tenth of this minute's allowance} fifth {about a fifth of this minute's allowance} quarter {about a quarter of this minute's allowance} third {about a third of this minute's allowance} half {about half of this minute's allowance} twoThirds {about two thirds of this minute's allowance} threeQuarters {about three quarters of this minute's allowance} other {{minutes, plural, one {about # minute's allowance} other {about # minutes' allowance}}}}",
        description:
          'how much of the API’s per-minute request limit something takes, put inside a sentence like “Uses …”; minutes: a number of minutes (2 or more)',
      },
      cost,
    )
  );
};

/**
 * "uses about a third of this minute's allowance", or the plain count without a stated limit,
 * in the current language.
 */
export const costWords = (requests: number, limit: number | null | undefined) =>
  t(
    {
      defaultMessage:
        "{share, select, nothing {uses nothing of your allowance} little {uses a little of this minute's allowance} all {uses all of this minute's allowance} tenth {uses about a tenth of this minute's allowance} fifth {uses about a fifth of this minute's allowance} quarter {uses about a quarter of this minute's allowance} third {uses about a third of this minute's allowance} half {uses about half of this minute's allowance} twoThirds {uses about two thirds of this minute's allowance} threeQuarters {uses about three quarters of this minute's allowance} minutes {{minutes, plural, one {uses about # minute's allowance} other {uses about # minutes' allowance}}} other {{requests, plural, one {# request} other {# requests}}}}",
      description:
        'what loading something costs of the API’s per-minute request limit, put inside a sentence; minutes: a number of minutes (2 or more); requests: a number of requests, said when the service states no limit',
    },
    { share: 'count', minutes: 0, ...shareOf(requests, limit), requests },
  );
