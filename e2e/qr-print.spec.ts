import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 23, item 2: a code framed with a call to action, kept as this device's design, whose
 * downloaded SVG says the call to action and still scans (decoded with jsQR, a maintained QR
 * decoder, from the SVG as the browser draws it).
 */

/** The SVG drawn by the browser at `width` pixels, decoded in this process by jsQR. */
const decodeSvg = async (page: Page, svg: string, width = 480) => {
  const { data, height } = await page.evaluate(
    async ({ svg, width }) => {
      const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(pixels.data), height: canvas.height };
    },
    { svg, width },
  );
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
};

test('a framed code’s SVG says its call to action and decodes to its content', async ({
  page,
  signIn,
}) => {
  await signIn();
  // The print options are their own chunk, loaded once they are opened (or about to be).
  const printChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/qr-print-options-[^/]*\.js$/.test(new URL(request.url()).pathname))
      printChunks.push(request.url());
  });
  await page.goto('/qr/new');
  await page.getByRole('radio', { name: 'Text', exact: true }).check();
  await page.getByRole('textbox', { name: /^Text/ }).fill('Menu of the day: soup');
  await page.getByLabel(/^Name/).fill('Menu card');

  // The print options, closed until opened: a frame with a call to action above the code.
  await expect(page.getByRole('radio', { name: 'Border with a call to action' })).toBeHidden();
  expect(printChunks).toEqual([]);
  await page.getByText('Print: frame, call to action, error correction').click();
  await page.getByRole('radio', { name: 'Border with a call to action' }).check();
  expect(printChunks).toHaveLength(1);
  const cta = page.getByLabel('Call to action', { exact: true });
  await expect(cta).toHaveValue('Scan me');
  await cta.fill('Scan for the menu');
  await expect(page.getByText('17 of 30 characters')).toBeVisible();
  await cta.fill('x'.repeat(40));
  await expect(cta).toHaveValue('x'.repeat(30));
  await cta.fill('Scan for the menu');
  await page.getByRole('radio', { name: 'Above the code' }).check();
  await expect(
    page.getByRole('img', { name: /^As printed, with “Scan for the menu” above/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Error correction')).toHaveValue('');
  await expect(page.getByText("This device's design", { exact: false }).first()).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page).toHaveURL(/\/qr\/\d+$/);

  // The code's page downloads with the frame this device kept.
  await expect(
    page.getByText(/use this device's design: a frame with “Scan for the menu” above/),
  ).toBeVisible();
  await page.getByText('Download and print', { exact: true }).click();
  await page.getByLabel('Printed width').selectOption('3');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const svg = await readFile(await download.path(), 'utf8');
  expect(svg).toContain('>Scan for the menu</text>');
  expect(svg).toMatch(/<svg[^>]* width="3cm"/);
  expect(await decodeSvg(page, svg)).toBe('Menu of the day: soup');

  // PNG at 300 dpi: 3 cm → 354 px wide, taller by the call to action's band.
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const bytes = await readFile(await png.path());
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(bytes.readUInt32BE(16)).toBe(354);
  expect(bytes.readUInt32BE(20)).toBeGreaterThan(354);

  // The print sheet: on paper only the sheet, copies of the framed code.
  await page.evaluate(() => {
    window.print = () => {
      const sheet = document.querySelector('.qr-print-sheet');
      document.body.dataset.printedCopies = String(
        sheet?.querySelectorAll('svg[data-encoded]').length ?? 0,
      );
    };
  });
  await page.getByRole('button', { name: 'Print sheet' }).click();
  // 3 cm wide (3.57 cm tall with the band), 0.5 cm apart: 5 columns × 6 rows on A4 less margins.
  await expect(page.locator('body')).toHaveAttribute('data-printed-copies', '30');
});
