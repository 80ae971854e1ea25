/** Turning a rendered QR `<svg>` into files: SVG text and a PNG of an exact pixel size. */

/** Standalone SVG text for a rendered code (xmlns added, accessibility attributes removed). */
export const toSvgFile = (svg: SVGSVGElement, title: string): string => {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  for (const attribute of ['role', 'aria-label', 'aria-hidden', 'class', 'data-encoded'])
    copy.removeAttribute(attribute);
  if (title) {
    const titleElement = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    titleElement.textContent = title;
    copy.prepend(titleElement);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
};

/**
 * Draws the code's paths onto a canvas of `size` × `size` pixels: exact print sizes whatever the
 * screen's pixel ratio, and no image loading (so no CSP or third-party question).
 */
export const toPngBlob = (svg: SVGSVGElement, size: number): Promise<Blob> => {
  const cells = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context || !cells) return Promise.reject(new Error('This browser cannot draw images.'));
  // Whole pixels per module keep edges sharp; the remainder becomes extra quiet zone.
  const scale = Math.floor(size / cells);
  const offset = Math.floor((size - scale * cells) / 2);
  const paths = [...svg.querySelectorAll('path')];
  context.fillStyle = paths[0]?.getAttribute('fill') ?? '#ffffff';
  context.fillRect(0, 0, size, size);
  context.translate(offset, offset);
  context.scale(scale, scale);
  for (const path of paths) {
    context.fillStyle = path.getAttribute('fill') ?? '#000000';
    context.fill(new Path2D(path.getAttribute('d') ?? ''));
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not create the PNG.'))),
      'image/png',
    ),
  );
};

/** Whether this browser can put an image on the clipboard. */
export const canCopyImages = (): boolean =>
  typeof ClipboardItem !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  typeof navigator.clipboard?.write === 'function';

/** Copies a PNG; the blob is passed as a promise so Safari keeps the user gesture. */
export const copyPngToClipboard = (png: Promise<Blob>): Promise<void> =>
  navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
