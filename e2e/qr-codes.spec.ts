import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type RunningServer, type TestUser } from './fixtures';
import { changeInstanceRows } from './instance-db';

/** QR codes against the real server: a `--demo` user, so there are codes with recorded scans. */
test.describe('QR codes', () => {
  let demo: TestUser;
  test.beforeEach(async ({ server, signIn }) => {
    demo = server.createUser({ demo: true });
    await signIn(demo);
  });

  /** The demo code with the most scans, found through the API like a script would. */
  const busiestQr = async (server: RunningServer) => {
    const { json } = await server.api(demo.apiKey, 'GET', '/api/qr?limit=100');
    const qrs = (
      json as { data: { qrs: { id: number; name: string; scans: number; type: string }[] } }
    ).data.qrs;
    return qrs.filter((qr) => qr.type === 'link').sort((a, b) => b.scans - a.scans)[0];
  };

  const createQr = async (
    page: Page,
    type: string,
    name: string,
    fill: (page: Page) => Promise<void>,
  ) => {
    await page.goto('/qr/new');
    await page.getByRole('radio', { name: type, exact: true }).check();
    await fill(page);
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole('button', { name: 'Create QR code' }).click();
    await expect(page).toHaveURL(/\/qr\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };

  test('creates one code of each of the 7 types and lists them', async ({ page }) => {
    test.setTimeout(150_000);
    const types: [string, (page: Page) => Promise<void>][] = [
      ['Link', (p) => p.getByLabel(/Destination URL/).fill('https://example.com/e2e')],
      ['Text', (p) => p.getByRole('textbox', { name: /^Text/ }).fill('Hello from the e2e suite')],
      ['Phone call', (p) => p.getByLabel(/Phone number/).fill('+44 20 7946 0000')],
      [
        'Email',
        async (p) => {
          await p.getByLabel(/Email address/).fill('hello@example.com');
          await p.getByLabel(/Subject/).fill('Hi');
        },
      ],
      [
        'Text message',
        async (p) => {
          await p.getByLabel(/Phone number/).fill('+15550100');
          await p.getByLabel(/Message/).fill('JOIN');
        },
      ],
      [
        'Wi-Fi',
        async (p) => {
          await p.getByLabel(/Network name/).fill('E2E; Guest');
          await p.getByLabel(/^Password/).fill('correct horse');
          await expect(p.locator('[data-encoded]').first()).toHaveAttribute(
            'data-encoded',
            'WIFI:T:WPA;S:E2E\\; Guest;P:correct horse;;',
          );
        },
      ],
      [
        'Contact card',
        async (p) => {
          await p.getByLabel(/First name/).fill('Ada');
          await p.getByLabel(/Last name/).fill('Lovelace');
          await p.getByLabel(/LinkedIn/).fill('https://www.linkedin.com/in/ada');
        },
      ],
    ];
    for (const [type, fill] of types) await createQr(page, type, `E2E ${type}`, fill);

    await page.goto('/qr');
    const table = page.getByRole('table', { name: 'QR codes' });
    for (const [type] of types) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `E2E ${type}`, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: type, exact: true })).toHaveCount(1);
      // Each row draws its own code locally.
      await expect(row.locator('svg[data-encoded]')).toHaveCount(1);
    }
  });

  test('shows charts, tables and a CSV of a demo code with recorded scans', async ({
    page,
    server,
  }) => {
    const qr = await busiestQr(server);
    expect(qr.scans).toBeGreaterThan(0);
    await page.goto('/qr');
    await page.getByRole('link', { name: qr.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: qr.name })).toBeVisible();
    await expect(figure(page, 'Scans')).toHaveText(String(qr.scans));
    // Its clicks are the same visits as its scans: one figure, not two equal cards.
    await expect(figure(page, 'Unique scans')).toHaveText(/^\d+$/);
    await expect(figure(page, 'Clicks')).toHaveCount(0);

    // Countries on the world map (e2e/world-map.spec.ts), the rest as bar charts.
    await expect(
      page
        .getByRole('region', { name: 'Top countries' })
        .getByRole('group', { name: /^Map of top countries/ }),
    ).toBeVisible();
    for (const title of ['Top referrers', 'Browsers', 'Operating systems', 'Social networks']) {
      const section = page.getByRole('region', { name: title });
      await expect(
        section.getByRole('slider', { name: new RegExp(`Bar chart of ${title}`, 'i') }),
      ).toBeVisible();
      await expect(section.locator('.recharts-bar-rectangle').first()).toBeVisible();
    }
    const countries = page.getByRole('region', { name: 'Top countries' });
    await countries.getByText('Show top countries as a table').click();
    const table = countries.getByRole('table', { name: 'Top countries' });
    await expect(table).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);

    await expectNoAxeViolations(page);

    const download = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Export CSV' }).click(),
    );
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('section,label,count');
    expect(csv).toContain(`Summary,Scans,${qr.scans}`);
    expect(download.suggestedFilename()).toMatch(/-statistics\.csv$/);
  });

  test('counts a scan when a new link code is opened in another tab', async ({
    page,
    context,
    baseURL,
  }) => {
    // The destination stays on the test server, so the scan never leaves the machine.
    await createQr(page, 'Link', 'E2E scan me', (p) =>
      p.getByLabel(/Destination URL/).fill(`${baseURL}/robots.txt`),
    );
    await expect(figure(page, 'Scans')).toHaveText('0');
    const shortLink = await page
      .getByRole('complementary', { name: 'The code' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    expect(shortLink).toMatch(/\/q\/\w+$/);
    // The preview encodes exactly that short link.
    await expect(page.locator('[data-encoded]').first()).toHaveAttribute(
      'data-encoded',
      shortLink!,
    );

    const phone = await context.newPage();
    await phone.goto(shortLink!);
    await expect(phone).toHaveURL(`${baseURL}/robots.txt`);
    await phone.close();

    // The scan happened elsewhere: Refresh fetches the statistics again.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(figure(page, 'Scans')).toHaveText('1');
  });

  test('downloads the code as SVG and as PNG at printed widths', async ({ page, server }) => {
    const qr = await busiestQr(server);
    await page.goto(`/qr/${qr.id}`);
    // Files and printing load when opened: a visit to read the numbers does not carry them.
    await page.getByText('Download and print', { exact: true }).click();

    const svgDownload = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Download SVG' }).click(),
    );
    expect(svgDownload.suggestedFilename()).toMatch(/\.svg$/);
    const svg = await readFile(await svgDownload.path(), 'utf8');
    const root = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return doc.querySelector('parsererror') ? 'error' : doc.documentElement.nodeName;
    }, svg);
    expect(root).toBe('svg');

    // Printed widths at 300 dpi: 2 cm → 236 px, 20 cm → 2,362 px (no frame: square).
    for (const [cm, size] of [
      [2, 236],
      [20, 2362],
    ]) {
      await page.getByLabel('Printed width').selectOption(String(cm));
      const pngDownload = await downloadOf(page, () =>
        page.getByRole('button', { name: 'Download PNG' }).click(),
      );
      expect(pngDownload.suggestedFilename()).toMatch(/\.png$/);
      const png = await readFile(await pngDownload.path());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
    }
  });

  test('deletes a code after confirmation', async ({ page }) => {
    await createQr(page, 'Text', 'E2E delete me', (p) =>
      p.getByRole('textbox', { name: /^Text/ }).fill('Temporary'),
    );
    await page.goto('/qr');
    await page.getByRole('button', { name: 'Delete E2E delete me' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this QR code?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete QR code' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'E2E delete me' })).toHaveCount(0);

    // From a code's own page: back to the list afterwards.
    await createQr(page, 'Link', 'E2E delete me too', (p) =>
      p.getByLabel(/Destination URL/).fill('https://example.com/gone'),
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete QR code' }).click();
    await expect(page).toHaveURL(/\/qr$/);
    await expect(page.getByRole('heading', { level: 1, name: 'QR codes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E2E delete me too' })).toHaveCount(0);
  });

  test('static codes show that they do not count scans', async ({ page, server }) => {
    const { json } = await server.api(demo.apiKey, 'GET', '/api/qr?limit=100');
    const wifi = (json as { data: { qrs: { id: number; type: string }[] } }).data.qrs.find(
      (qr) => qr.type === 'wifi',
    );
    await page.goto(`/qr/${wifi!.id}`);
    await expect(
      page.getByRole('heading', { name: 'Wi-Fi codes do not count scans' }),
    ).toBeVisible();
    await expect(page.locator('[data-encoded]').first()).toHaveAttribute(
      'data-encoded',
      /^WIFI:T:/,
    );
  });

  test('a code stored too big to draw leaves the list, its page and its editor working', async ({
    page,
    server,
  }) => {
    const { json } = await server.api(demo.apiKey, 'POST', '/api/qr/add', {
      type: 'text',
      data: 'Placeholder',
      name: 'E2E too long',
    });
    const { id, link } = json as { id: number; link: string };
    // As a row stored before the capacity rule: 3,000 bytes, more than any QR code holds.
    await changeInstanceRows(
      server,
      'UPDATE qr_codes SET data = ? WHERE id = ?',
      JSON.stringify('中'.repeat(1000)),
      id,
    );
    const image = await fetch(`${link}.svg`);
    expect(image.status).toBe(422);
    expect(await image.text()).toContain('a code holds at most 2,331');

    await page.goto('/qr');
    const table = page.getByRole('table', { name: 'QR codes' });
    const name = page.getByRole('link', { name: 'E2E too long', exact: true });
    const row = table.getByRole('row').filter({ has: name });
    await expect(row.getByText('Cannot be drawn')).toBeVisible();
    // The other codes are drawn as before.
    await expect(table.locator('svg[data-encoded]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await name.click();
    await expect(page.getByRole('heading', { level: 1, name: 'E2E too long' })).toBeVisible();
    await expect(page.getByText(/This code cannot be drawn/)).toBeVisible();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit E2E too long' })).toBeVisible();
    await expect(
      page.getByText('669 bytes too many: a code holds at most 2,331 bytes'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^Text/ }).fill('Short again');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E2E too long' })).toBeVisible();
    await expect(page.locator('[data-encoded]').first()).toHaveAttribute(
      'data-encoded',
      'Short again',
    );
    expect((await fetch(`${link}.svg`)).status).toBe(200);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('list, designer and statistics pages pass axe', async ({ page, server }) => {
    await page.goto('/qr');
    await expect(page.getByRole('table', { name: 'QR codes' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/qr/new');
    await page.getByRole('radio', { name: 'Wi-Fi', exact: true }).check();
    await page.getByLabel(/Logo URL/).fill('https://example.com/logo.png');
    await expect(page.getByRole('status', { name: 'Scannability' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Saving with errors: the messages are announced and still pass.
    await page.getByRole('button', { name: 'Create QR code' }).click();
    await expect(page.getByText('Network name (SSID) is required.')).toBeVisible();
    await expectNoAxeViolations(page);

    const qr = await busiestQr(server);
    await page.goto(`/qr/${qr.id}/edit`);
    await expect(page.getByText(/The type is fixed once a code is created/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** The number of a headline figure (`<dt>Scans</dt><dd>767</dd>`). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const downloadOf = async (page: Page, action: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
};
