import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  signInThroughUi,
  test,
  type RunningServer,
  type TestUser,
} from './fixtures';

/**
 * Issue 44, "QR pages contradict themselves" and "phone and keyboard": a code made from a link
 * says one thing, a framed design shows the same on the code's page, a new code starts from the
 * last design, messages never cover the page's buttons, and the designer's preview and options
 * come before its submit button.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

const addQr = (server: RunningServer, user: TestUser, name: string) =>
  server.api(user.apiKey, 'POST', '/api/qr/add', { type: 'text', data: name, name });

/** A Text code with a green frame saying "Scan for our menu" above it, made in the designer. */
const designMenuCode = async (page: Page) => {
  await page.goto('/qr/new');
  await page.getByRole('radio', { name: 'Text', exact: true }).check();
  await page.getByRole('textbox', { name: /^Text/ }).fill('Soup of the day');
  await page.getByLabel('Foreground colour', { exact: true }).fill('#1a4d2e');
  await page.getByText('Print: frame, call to action, error correction').click();
  await page.getByRole('radio', { name: 'Border with a call to action' }).check();
  await page.getByLabel('Call to action', { exact: true }).fill('Scan for our menu');
  await page.getByRole('radio', { name: 'Above the code' }).check();
  await page.getByLabel(/^Name/).fill('Menu');
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page).toHaveURL(/\/qr\/\d+$/);
};

/** axe in both themes, once the buttons' colour transitions (150 ms) have ended. */
const axeInLightAndDark = async (page: Page) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(400);
    await expectNoAxeViolations(page);
  }
};

const ABOVE = 'As printed, with “Scan for our menu” above the code';

/** Whether two boxes share any pixel. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No message covers any button or link of the page that is on screen. */
const expectNothingCovered = async (page: Page, message: Locator) => {
  const box = (await message.boundingBox())!;
  const controls = page.getByRole('main').locator('button:visible, a:visible');
  for (const control of await controls.all()) {
    const target = await control.boundingBox();
    if (target && target.y < PHONE.height)
      expect(overlaps(box, target), await control.innerText()).toBe(false);
  }
};

test.describe('QR pages agree with themselves', () => {
  test('a link row’s QR code is a code of its short link, counted as its clicks, and nothing says otherwise', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const { json } = await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://example.com/menu',
      custom: 'menu-e2e',
      metatitle: 'Menu',
    });
    const { shorturl } = json as { shorturl: string };
    await signIn();
    await page.setViewportSize(LAPTOP);
    await page.goto('/links');
    await page
      .getByRole('table', { name: 'Links' })
      .getByRole('row', { name: /Menu/ })
      .getByRole('link', { name: 'QR code for Menu' })
      .click();

    await expect(page.getByRole('note', { name: 'How this code is counted' })).toContainText(
      'counted once, as a click of “Menu”',
    );
    const type = page.getByRole('group', { name: 'Type' });
    await expect(type).toContainText('Short link');
    await expect(type).toContainText(
      `A code of ${shorturl} itself: each scan is counted as a click`,
    );
    await expect(page.getByRole('group', { name: 'Content' })).toContainText(
      `The code holds the short link ${shorturl}.`,
    );
    // No type picker, no Text field, no words that the scans are not counted.
    await expect(page.getByRole('radio', { name: 'Text', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Text/ })).toHaveCount(0);
    await expect(page.getByText(/not counted/)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
      'each scan is counted once, as a click of the link',
    );
    await expect(page.getByRole('img', { name: `QR code that opens ${shorturl}` })).toBeVisible();
    await axeInLightAndDark(page);
    await page.getByRole('button', { name: 'Create QR code' }).click();
    await expect(page).toHaveURL(/\/qr\/\d+$/);
    const listed = await server.api(user.apiKey, 'GET', '/api/qr?limit=10');
    const [qr] = (listed.json as { data: { qrs: { type: string; data: unknown }[] } }).data.qrs;
    expect(qr).toMatchObject({ type: 'text', data: shorturl });

    // Another kind of code is one click away, with the whole type picker.
    await page.goto(`/qr/new?link=${encodeURIComponent(shorturl)}&name=Menu`);
    await page.getByRole('link', { name: 'Make another kind of code instead' }).click();
    await expect(page.getByRole('radio', { name: 'Link', exact: true })).toBeChecked();
    await expect(page.getByRole('note', { name: 'How this code is counted' })).toHaveCount(0);
  });

  test('a framed code shows its frame, call to action and colours on its own page; another device says it does not know them', async ({
    page,
    browser,
    server,
    user,
    signIn,
  }) => {
    await signIn();
    await designMenuCode(page);
    const framed = page.getByRole('img', { name: ABOVE });
    await expect(framed).toBeVisible();
    // The band and border in the chosen colour, the call to action in the background colour.
    await expect(framed.locator('rect').first()).toHaveAttribute('fill', '#1a4d2e');
    await expect(framed.locator('text')).toHaveText('Scan for our menu');
    await expect(page.getByRole('img', { name: 'QR code of Menu' })).toBeVisible();
    await axeInLightAndDark(page);
    // The edit page opens the same design.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('img', { name: ABOVE })).toBeVisible();
    await expect(page.getByLabel('Foreground colour', { exact: true })).toHaveValue('#1a4d2e');

    // A second laptop: the service keeps colours, not the frame, and the page says so.
    const other = await browser.newContext({ baseURL: server.url });
    const second = await other.newPage();
    await signInThroughUi(second, user);
    await second.goto(page.url().replace(/\/edit$/, ''));
    await expect(second.getByRole('img', { name: 'QR code of Menu' })).toBeVisible();
    await expect(second.getByText(/This device has no print design for this code/)).toBeVisible();
    await expect(second.getByRole('img', { name: ABOVE })).toHaveCount(0);
    await other.close();
  });

  test('a new code starts from the last design, and Reset design goes back to the defaults', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await designMenuCode(page);
    await page.goto('/qr/new');
    const foreground = page.getByLabel('Foreground colour', { exact: true });
    await expect(foreground).toHaveValue('#1a4d2e');
    await expect(
      page.getByText('Starts from the design of the last code you saved on this device.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Border with a call to action' })).toBeChecked();
    await expect(page.getByLabel('Call to action', { exact: true })).toHaveValue(
      'Scan for our menu',
    );
    await page.getByRole('radio', { name: 'Text', exact: true }).check();
    await page.getByRole('textbox', { name: /^Text/ }).fill('Another');
    await expect(page.getByRole('img', { name: ABOVE })).toBeVisible();

    await axeInLightAndDark(page);
    await page.getByRole('button', { name: 'Reset design' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Design back to the defaults.' }),
    ).toBeVisible();
    await expect(foreground).toHaveValue('#000000');
    await expect(page.getByRole('radio', { name: 'None', exact: true })).toBeChecked();
    await expect(page.getByRole('img', { name: ABOVE })).toHaveCount(0);
  });

  test('one message at a time, announced, and never over the page’s buttons', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    for (const name of ['Poster 1', 'Poster 2', 'Poster 3', 'Poster 4', 'Poster 5'])
      await addQr(server, user, name);
    await signIn();
    const messages = page.getByRole('status', { name: 'Notifications' });
    const remove = async (name: string) => {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      const menu = page.getByRole('button', { name: `Actions for ${name}` });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete QR code' }).click();
      await expect(messages).toContainText(`${name} deleted.`);
    };
    for (const [viewport, first, second] of [
      [PHONE, 'Poster 1', 'Poster 2'],
      [LAPTOP, 'Poster 3', 'Poster 4'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/qr');
      await remove(first);
      // The second outcome replaces the first.
      await remove(second);
      await expect(messages.getByRole('listitem')).toHaveCount(1);
      await expect(messages).not.toContainText(first);
      await expectNothingCovered(page, messages.getByRole('listitem'));
      const last = page.getByRole('button', {
        name: viewport === PHONE ? 'Actions for Poster 5' : 'Delete Poster 5',
      });
      await expect(last).toBeInViewport();
      await axeInLightAndDark(page);
    }
  });
});

test.describe('QR pages on a phone and by keyboard', () => {
  test('the preview and every option come before “Create QR code”, on screen and in tab order', async ({
    page,
    signIn,
  }) => {
    await signIn();
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/qr/new');
      await page.getByRole('radio', { name: 'Text', exact: true }).check();
      await page.getByRole('textbox', { name: /^Text/ }).fill('Hello');
      const create = page.getByRole('button', { name: 'Create QR code' });
      const preview = page.getByRole('img', { name: 'QR code with the text “Hello”' });
      const print = page.getByText('Print: frame, call to action, error correction');
      await expect(preview).toBeVisible();
      const createBox = (await create.boundingBox())!;
      for (const before of [preview, print]) {
        const box = (await before.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(createBox.y);
      }
      if (viewport === LAPTOP) {
        // Wide screens keep the preview beside the fields.
        const field = (await page.getByLabel(/^Name/).boundingBox())!;
        expect((await preview.boundingBox())!.x).toBeGreaterThan(field.x + field.width);
      }

      // By keyboard, from the name: the print options, opened with Enter, then their frames,
      // and only then the submit button.
      await page.getByLabel(/^Name/).focus();
      const reached: string[] = [];
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        const name = (await focused.getAttribute('aria-label')) ?? (await focused.innerText());
        if (name.startsWith('Print: frame')) {
          await page.keyboard.press('Enter');
          await expect(page.getByRole('radio', { name: 'Plain border' })).toBeVisible();
        }
        if ((await focused.getAttribute('type')) === 'radio')
          reached.push(`radio:${await focused.evaluate((e) => e.closest('label')?.textContent)}`);
        else reached.push(name.trim());
        if (name.trim() === 'Create QR code') break;
      }
      const at = (pattern: RegExp) => reached.findIndex((name) => pattern.test(name));
      const submit = at(/^Create QR code$/);
      expect(submit, reached.join(' | ')).toBeGreaterThan(0);
      expect(at(/^Print: frame/), reached.join(' | ')).toBeLessThan(submit);
      expect(at(/^radio:None/), reached.join(' | ')).toBeLessThan(submit);
      expect(at(/^radio:None/)).toBeGreaterThan(-1);
    }
    await axeInLightAndDark(page);
  });

  test('on a phone the QR list’s first card shows without scrolling past the header', async ({
    page,
    server,
    signIn,
  }) => {
    const demo = server.createUser({ demo: true });
    await page.setViewportSize(PHONE);
    await signIn(demo);
    await page.goto('/qr');
    const firstCard = page.getByRole('table', { name: 'QR codes' }).getByRole('row').nth(1);
    await expect(firstCard).toBeInViewport({ ratio: 1 });
    // Its top in the upper third of the screen, not half way down.
    expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height / 3);
    // The introduction is still there for screen readers.
    await expect(page.getByText(/^Codes for print and events/)).toBeAttached();
    await axeInLightAndDark(page);
  });
});
