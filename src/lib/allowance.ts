const SHARES: readonly [number, string][] = [
  [1 / 10, 'a tenth'],
  [1 / 5, 'a fifth'],
  [1 / 4, 'a quarter'],
  [1 / 3, 'a third'],
  [1 / 2, 'half'],
  [2 / 3, 'two thirds'],
  [3 / 4, 'three quarters'],
];

/**
 * What `requests` take of the API's per-minute limit, in a person's words: "about a third of
 * this minute's allowance", "about 6 minutes' allowance". Null when the service states no
 * limit (then the count would puzzle more than it tells).
 */
export const shareOfAllowance = (requests: number, limit: number | null | undefined) => {
  if (requests <= 0) return 'nothing of your allowance';
  if (!limit || limit <= 0) return null;
  const ratio = requests / limit;
  if (ratio < 0.07) return "a little of this minute's allowance";
  if (ratio > 0.9 && ratio <= 1) return "all of this minute's allowance";
  if (ratio > 1) return `about ${Math.ceil(ratio)} minutes' allowance`;
  const [, words] = SHARES.reduce((best, share) =>
    Math.abs(share[0] - ratio) < Math.abs(best[0] - ratio) ? share : best,
  );
  return `about ${words} of this minute's allowance`;
};

/** "uses about a third of this minute's allowance", or the plain count without a stated limit. */
export const costWords = (requests: number, limit: number | null | undefined) => {
  const share = shareOfAllowance(requests, limit);
  return share ? `uses ${share}` : `${requests} ${requests === 1 ? 'request' : 'requests'}`;
};
