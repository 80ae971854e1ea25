/** Turning a rendered QR `<svg>` into files: SVG text and a PNG of an exact pixel width. */
import { t } from '../../lib/i18n';

/** Standalone SVG text for a rendered code (xmlns added, accessibility attributes removed). */
export const toSvgFile = (svg: SVGSVGElement, title: string): string => {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  for (const attribute of [
    'role',
    'aria-label',
    'aria-hidden',
    'class',
    'data-encoded',
    'data-level',
  ])
    copy.removeAttribute(attribute);
  if (title) {
    const titleElement = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    titleElement.textContent = title;
    copy.prepend(titleElement);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
};

/**
 * The SVG drawn onto a canvas `width` pixels wide (its height in proportion): exact print sizes
 * whatever the screen's pixel ratio. The image is the SVG itself, as a blob (the policy allows
 * blob: images; nothing is loaded from elsewhere, and the text uses the system's fonts).
 */
export const toPngBlob = async (svg: SVGSVGElement, width: number): Promise<Blob> => {
  const [, , boxWidth, boxHeight] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((width * (boxHeight ?? 1)) / (boxWidth || 1));
  const context = canvas.getContext('2d');
  if (!context || !boxWidth)
    throw new Error(t({ defaultMessage: 'This browser cannot draw images.' }));
  const url = URL.createObjectURL(new Blob([toSvgFile(svg, '')], { type: 'image/svg+xml' }));
  try {
    const image = new Image(canvas.width, canvas.height);
    image.src = url;
    await image.decode();
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
  } finally {
    URL.revokeObjectURL(url);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(blob)
          : reject(new Error(t({ defaultMessage: 'Could not create the PNG.' }))),
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
