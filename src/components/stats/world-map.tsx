import { useState, type SVGAttributes } from 'react';
import { countryCodeLookup } from '../../lib/country-codes';
import { formatCount } from '../../lib/format-date';
import { currentLocale } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import { statLabel, UNIT_WORDS, type StatUnit } from './stats-model';
import world from './world-map-shapes.json';
import { MAP_CLASSES, MAP_NONE, mapClassOf, mapRanges, type MapRange } from './world-map-scale';

/**
 * Loaded through lazy-stat-chart.ts only. The shapes are world-atlas's countries projected at
 * build time (scripts/map/project-world.mjs): no map library runs in the browser.
 */
type Shape = { code: string | null; d?: string; dot?: number[] };
const shapes = world.shapes as Shape[];
const lookup = countryCodeLookup(shapes.flatMap((shape) => (shape.code ? [shape.code] : [])));

type Counted = { name: string; count: number };

/**
 * Counts by map code, and the places no shape stands for ("Unknown", French Guiana…), named in
 * the language shown.
 */
const placeCounts = (counts: Record<string, number>) => {
  const byCode = new Map<string, Counted>();
  const unmapped: Counted[] = [];
  for (const [key, count] of Object.entries(counts)) {
    if (count <= 0) continue;
    const code = lookup(key);
    const name = statLabel('topCountries', key);
    if (!code) unmapped.push({ name, count });
    else byCode.set(code, { name, count: (byCode.get(code)?.count ?? 0) + count });
  }
  unmapped.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { byCode, unmapped };
};

const rangeLabel = ({ low, high }: MapRange) =>
  low === high ? formatCount(low) : `${formatCount(low)}–${formatCount(high)}`;

const Swatch = ({ className }: { className: string }) => (
  <svg width="14" height="14" aria-hidden="true" className="shrink-0">
    <rect width="14" height="14" rx="2" className={`${className} stroke-gray-400 stroke-1`} />
  </svg>
);

const ShapeOf = ({
  shape,
  r = 3,
  ...props
}: { shape: Shape; r?: number } & SVGAttributes<SVGElement>) =>
  shape.dot ? (
    <circle cx={shape.dot[0]} cy={shape.dot[1]} r={r} {...props} />
  ) : (
    <path d={shape.d} {...props} />
  );

/**
 * Visits per country as a choropleth: each country with visits can be pointed at and reached with
 * Tab, and says its name and count (its label, its tooltip and the line under the map).
 */
export const WorldMap = ({
  counts,
  unit,
  label,
}: {
  counts: Record<string, number>;
  /** What is counted. */
  unit: StatUnit;
  /** What the map is, read aloud: "Map of top countries; …". */
  label: string;
}) => {
  const t = useT();
  const locale = currentLocale();
  // Not memoised: a few hundred names at most, and they follow the language shown.
  const { byCode, unmapped } = placeCounts(counts);
  const ranges = mapRanges(Math.max(0, ...[...byCode.values()].map((v) => v.count)));
  const [active, setActive] = useState<string | null>(null);
  const activeShape = active ? shapes.find((shape) => shape.code === active) : undefined;
  const describe = ({ name, count }: Counted) =>
    t(
      {
        defaultMessage:
          '{unit, select, clicks {{name}: {count, plural, one {# click} other {# clicks}}} scans {{name}: {count, plural, one {# scan} other {# scans}}} visits {{name}: {count, plural, one {# visit} other {# visits}}} other {{name}: {count, number}}}',
        description: 'A country on the map: name: the country; count: its clicks, scans or visits',
      },
      { unit, name, count },
    );
  const activeData = active ? byCode.get(active) : undefined;

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${world.width} ${world.height}`}
        className="h-auto w-full"
        role="group"
        aria-label={label}
      >
        {shapes.map((shape, i) => {
          const data = shape.code ? byCode.get(shape.code) : undefined;
          const className = `${data ? MAP_CLASSES[mapClassOf(data.count, ranges)] : MAP_NONE} stroke-white stroke-[0.5] dark:stroke-gray-950`;
          if (!data) return <ShapeOf key={i} shape={shape} className={className} aria-hidden />;
          const text = describe(data);
          const show = () => setActive(shape.code);
          const hide = () => setActive(null);
          return (
            <ShapeOf
              key={i}
              shape={shape}
              // The ring drawn on top is the focus indicator: an outline would frame the bounding box.
              className={`${className} outline-none`}
              tabIndex={0}
              role="img"
              aria-label={text}
              data-country={shape.code}
              onFocus={show}
              onBlur={hide}
              onPointerEnter={show}
              onPointerLeave={hide}
            >
              <title>{text}</title>
            </ShapeOf>
          );
        })}
        {activeShape && (
          // The focused or pointed-at country again, on top: a page-coloured halo under the focus
          // colour, visible on every class in both themes.
          <g className="pointer-events-none fill-none" aria-hidden="true">
            <ShapeOf
              shape={activeShape}
              r={5}
              className="stroke-white stroke-[5] dark:stroke-gray-950"
            />
            <ShapeOf shape={activeShape} r={5} className="stroke-(--focus-ring) stroke-2" />
          </g>
        )}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="min-h-5 font-medium" data-testid="map-focus">
          {activeData
            ? describe(activeData)
            : t({ defaultMessage: 'Point at or tab to a country to see its count.' })}
        </span>
        <span className="ms-auto flex flex-wrap items-center gap-3">
          <span className="text-gray-700 dark:text-gray-300">
            {t(
              { defaultMessage: '{unit}:', description: 'The map’s legend; unit: Clicks, Scans…' },
              { unit: t(UNIT_WORDS[unit]) },
            )}
          </span>
          <span className="flex items-center gap-1">
            <Swatch className={MAP_NONE} /> 0
          </span>
          {ranges.map((range, i) => (
            <span key={range.low} className="flex items-center gap-1">
              <Swatch className={MAP_CLASSES[i]!} /> {rangeLabel(range)}
            </span>
          ))}
        </span>
      </figcaption>
      {unmapped.length > 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t(
            {
              defaultMessage: 'Not on the map: {places}',
              description: 'places: countries and their counts, "French Guiana (1), Unknown (1)"',
            },
            {
              places: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
                unmapped.map(({ name, count }) =>
                  t(
                    { defaultMessage: '{name} ({count})', description: 'A place and its count' },
                    { name, count: formatCount(count) },
                  ),
                ),
              ),
            },
          )}
        </p>
      )}
    </figure>
  );
};
