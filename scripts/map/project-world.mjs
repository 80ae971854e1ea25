// The world map's shapes, made once at build time and committed (npm run map:data): world-atlas's
// TopoJSON projected to SVG paths (Equal Earth), one per country, keyed by ISO 3166-1 alpha-2.
// Nothing of d3 or topojson ships to the browser (docs/decisions/0031-world-map.md).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoEqualEarth, geoPath } from 'd3-geo';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = new URL('../../src/components/stats/world-map-shapes.json', import.meta.url);
const WIDTH = 960;
/** Under this many square units (of 960 wide) a country is drawn as a dot, to be seen and pointed at. */
const MIN_AREA = 12;
/** ISO has no numeric code for Kosovo; XK is the code browsers name "Kosovo". */
const NO_NUMERIC = { Kosovo: 'XK' };
const ANTARCTICA = '010';

const load = (scale) => {
  const topo = require(`world-atlas/countries-${scale}.json`);
  return feature(topo, topo.objects.countries).features;
};
const keyOf = (f) => f.id ?? f.properties.name;

// 110m leaves out small countries (Singapore, Malta, Bahrain, Hong Kong…): those come from 50m.
const coarse = load('110m');
const have = new Set(coarse.map(keyOf));
const land = [...coarse, ...load('50m').filter((f) => !have.has(keyOf(f)))].filter(
  (f) => f.id !== ANTARCTICA, // no visitors, a fifth of the height
);

const collection = { type: 'FeatureCollection', features: land };
const projection = geoEqualEarth().fitWidth(WIDTH, collection);
const [[, top], [, bottom]] = geoPath(projection).bounds(collection);
const [tx, ty] = projection.translate();
projection.translate([tx, ty - top]);
const path = geoPath(projection).digits(0);

/** d3's absolute M/L/Z path as relative steps (smaller numbers, half the gzip size). */
const relative = (d) =>
  d.replace(/M([^MZ]+)((?:L[^MZ]+)*)Z?/g, (subpath) => {
    const points = subpath
      .replace(/Z$/, '')
      .slice(1)
      .split('L')
      .map((p) => p.split(',').map(Number));
    let [x, y] = points[0];
    const steps = [];
    for (const [px, py] of points.slice(1)) {
      const [dx, dy] = [px - x, py - y];
      if (dx || dy) steps.push(`${dx},${dy}`);
      [x, y] = [px, py];
    }
    const body = steps.length ? `l${steps.join(' ').replace(/ -/g, '-')}` : '';
    return `M${points[0].join(',')}${body}${subpath.endsWith('Z') ? 'z' : ''}`;
  });

const shapes = [];
for (const f of land) {
  const code = f.id ? countries.numericToAlpha2(f.id) : NO_NUMERIC[f.properties.name];
  // Areas without an ISO code (N. Cyprus, Somaliland…) are drawn, but count for no country.
  if (path.area(f) < MIN_AREA) {
    if (code) shapes.push({ code, dot: path.centroid(f).map((v) => Math.round(v)) });
  } else shapes.push({ code: code ?? null, d: relative(path(f)) });
}
const world = { width: WIDTH, height: Math.ceil(bottom - top + 1), shapes };
writeFileSync(OUT, `${JSON.stringify(world)}\n`);
console.log(`${shapes.length} shapes, viewBox 0 0 ${world.width} ${world.height}`);
