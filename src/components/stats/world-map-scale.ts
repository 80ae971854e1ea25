/**
 * The map's colour classes: five of one hue, so lightness alone carries the value (it reads for
 * every kind of colour vision and in grey), with limits on a log scale (visits are skewed: a
 * few countries bring most of them). Luminance steps between classes and from "none" are at
 * least 1.3:1 in both themes (docs/decisions/0031-world-map.md).
 */
export const MAP_CLASSES = [
  'fill-sky-300 dark:fill-sky-800',
  'fill-sky-500 dark:fill-sky-600',
  'fill-sky-600 dark:fill-sky-400',
  'fill-sky-800 dark:fill-sky-300',
  'fill-sky-950 dark:fill-sky-100',
] as const;
export const MAP_NONE = 'fill-gray-100 dark:fill-gray-800';

/** One class's range of counts, both ends included. */
export type MapRange = { low: number; high: number };

/** The classes for counts from 1 to `max`: fewer than five when there are fewer distinct counts. */
export const mapRanges = (max: number): MapRange[] => {
  const ranges: MapRange[] = [];
  let low = 1;
  for (let i = 1; i <= MAP_CLASSES.length && low <= max; i++) {
    const high =
      i === MAP_CLASSES.length
        ? max
        : Math.min(max, Math.max(low, Math.round((max + 1) ** (i / MAP_CLASSES.length)) - 1));
    ranges.push({ low, high });
    low = high + 1;
  }
  return ranges;
};

/** The index of the class a count falls in (counts above 0 only). */
export const mapClassOf = (count: number, ranges: readonly MapRange[]): number =>
  Math.max(
    0,
    ranges.findIndex((range) => count <= range.high),
  );
