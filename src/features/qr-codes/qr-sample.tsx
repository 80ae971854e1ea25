import type { QrLevel } from '../../api/qr-capacity';
import type { QrDrawingProps } from './qr-preview';

/** What the sample encodes: as long as a typical short link, so its density is realistic. */
export const SAMPLE_SHORT_LINK = 'https://example.com/q/000000';

/**
 * {@link SAMPLE_SHORT_LINK} as qrcode.react draws it at each level (qr-sample.test.tsx checks
 * that): one row a hex number, its leftmost module the highest bit. Drawn from these, a new
 * dynamic code's preview needs no QR encoder, which loads only once there is content to encode.
 */
const SAMPLE_ROWS: Record<QrLevel, string> = {
  M: '1fdf037f 10526a41 175ee15d 1757365d 1753f65d 10441a41 1fd5557f 001e0a00 0d62765f 193ea065 1c43912b 01273ed2 0f4d6860 1eb455e3 17606867 1f2293a1 0559a049 0b1a6867 15c145bf 0e8cea6a 12cbd9f2 001a0b13 1fdb8757 10437d13 1753d5fa 174a7594 1756f239 105e99a2 1fc7795b',
  H: '1fd1fd77f 1040ece41 1746d835d 17528915d 174e3655d 104520b41 1fd55557f 0006c2a00 05dcc3c89 0c2712445 1f71c199b 0106fd200 1454f11d3 07927915b 056063947 1497bef1a 037639e6a 12a0850cd 1074ba865 1e8082812 16c73b949 0ba11db0f 15649c777 0ebfed9a1 1153a6ff1 0012ffd17 1fc59675f 1057f0f19 175e495f2 17490d518 175040eb5 104648faa 1fc397b77',
};

/** The dark modules as runs of one row each, in qrcode.react's path syntax. */
const modulesPath = (rows: string[], size: number) =>
  rows
    .map((row, y) =>
      Array.from(parseInt(row, 16).toString(2).padStart(size, '0').matchAll(/1+/g))
        .map((run) => `M${run.index} ${y}h${run[0].length}v1H${run.index}z`)
        .join(''),
    )
    .join('');

/** The sample code (props as qrcode.react's), faded behind the preview's message. */
export const QrSample = ({
  level,
  size,
  fgColor,
  bgColor,
  className,
  ...image
}: QrDrawingProps) => {
  const rows = SAMPLE_ROWS[level].split(' ');
  const modules = rows.length;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      role="img"
      className={className}
      {...image}
    >
      <path fill={bgColor} d={`M0,0 h${modules}v${modules}H0z`} shapeRendering="crispEdges" />
      <path fill={fgColor} d={modulesPath(rows, modules)} shapeRendering="crispEdges" />
    </svg>
  );
};
