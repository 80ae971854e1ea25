import { render } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { QrSample, SAMPLE_SHORT_LINK } from './qr-sample';

/** The dark modules a drawing's foreground path covers, as "x,y" cells. */
const darkCells = (svg: SVGSVGElement) => {
  const d = svg.querySelectorAll('path')[1]?.getAttribute('d') ?? '';
  return Array.from(d.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)/g)).flatMap(([, x, y, run]) =>
    Array.from({ length: Number(run) }, (_, i) => `${Number(x) + i},${y}`),
  );
};

describe('the designer’s sample code', () => {
  it.each(['M', 'H'] as const)(
    'is the sample short link as qrcode.react draws it at %s',
    (level) => {
      const drawn = render(
        <QRCodeSVG value={SAMPLE_SHORT_LINK} level={level} marginSize={0} size={100} />,
      ).container.querySelector('svg')!;
      const sample = render(
        <QrSample level={level} size={100} fgColor="#000" bgColor="#fff" aria-label="Sample" />,
      ).container.querySelector('svg')!;
      expect(sample.getAttribute('viewBox')).toBe(drawn.getAttribute('viewBox'));
      expect(darkCells(sample).sort()).toEqual(darkCells(drawn).sort());
      expect(darkCells(sample).length).toBeGreaterThan(300);
    },
  );
});
