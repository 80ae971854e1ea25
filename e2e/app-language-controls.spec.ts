import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { messageId } from '../src/lib/message-id';
import { expect, test } from './fixtures';
import { instanceRows } from './instance-db';

/**
 * The browser's own controls speak the browser's language, not the dashboard's (issue 44): the
 * expiry field, the file picker and the choices beside the links search, in French, German and
 * Arabic, in both colour schemes.
 */

/** A message as the translator wrote it in `locale`'s catalog, found by its English. */
const say = (locale: string, english: string) =>
  (
    JSON.parse(readFileSync(`lang/${locale}.json`, 'utf8')) as Record<
      string,
      { defaultMessage: string }
    >
  )[messageId(english)].defaultMessage;

/** The device's language, chosen after signing in (the sign-in helper reads English). */
const inLanguage = async (page: Page, locale: string) => {
  await page.evaluate((code) => localStorage.setItem('linkdeck.locale', code), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
};

test('in French the expiry is typed day first, in French words, and saved as that moment', async ({
  page,
  server,
  signIn,
}) => {
  await signIn();
  await inLanguage(page, 'fr');
  await page.goto('/links');
  await page
    .getByRole('button', { name: say('fr', 'Create link') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: say('fr', 'Create a short link') });
  await dialog
    .getByLabel(/URL de destination|Destination/)
    .first()
    .fill('https://shop.example.com/fr');
  await dialog.getByLabel(new RegExp(say('fr', 'Custom alias'))).fill('expire-fr');
  await dialog.getByText(say('fr', 'Password and expiry'), { exact: true }).click();
  const expiry = dialog.getByLabel(say('fr', 'Expires'), { exact: true });
  await expect(expiry).toHaveAttribute('placeholder', 'jj/mm/aaaa hh:mm');
  await expect(expiry).toHaveAccessibleDescription(
    /^Au format jj\/mm\/aaaa hh:mm, par exemple 31\/12\/2030 18:30\./,
  );
  // Not the browser's control (which would say "mm/dd/yyyy, --:-- --" here).
  expect(await expiry.getAttribute('type')).toBe('text');

  await expiry.fill('30/02/2099 10:00');
  await dialog.getByRole('button', { name: say('fr', 'Create link') }).click();
  await expect(dialog.getByText(say('fr', 'Expiry must be a date and a time.'))).toBeVisible();
  await expiry.fill('31/12/2099 23:30');
  await dialog.getByRole('button', { name: say('fr', 'Create link') }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(
      () =>
        instanceRows<{ expiry: string }>(
          server,
          'SELECT expiry FROM links WHERE alias = ?',
          'expire-fr',
        )[0]?.expiry,
    )
    // 31 December 2099, 23:30 in the browser's zone, as the instance keeps it (UTC).
    .toBe(new Date(2099, 11, 31, 23, 30).toISOString().slice(0, 19).replace('T', ' '));
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`in Arabic the file picker says Arabic words and names the chosen file (${colorScheme})`, async ({
    page,
    signIn,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signIn();
    await inLanguage(page, 'ar');
    await page.goto('/links/import');
    const picker = page.getByLabel(say('ar', 'CSV file'));
    await expect(page.getByText(say('ar', 'Choose a file'), { exact: true })).toBeVisible();
    await expect(page.getByText(say('ar', 'No file chosen'), { exact: true })).toBeVisible();
    // The browser's own button ("Choose File") is out of sight.
    expect(await picker.boundingBox()).toMatchObject({ width: 1, height: 1 });
    await picker.setInputFiles({
      name: 'spring.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('url\nhttps://example.com/spring\n'),
    });
    await expect(page.getByText('spring.csv')).toBeVisible();
    await expect(picker).toHaveAccessibleDescription(/spring\.csv/);
    // The keyboard reaches it, and its button shows the focus.
    await picker.focus();
    const button = page.getByText(say('ar', 'Choose a file'), { exact: true });
    const outline = await button.evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(outline).toBe('solid');
  });

/** How much wider the shown option's text is than the room its select gives it (≤ 0: whole). */
const overflowOfSelects = (page: Page) =>
  page.locator('form[role="search"] select').evaluateAll((selects) =>
    selects.map((select) => {
      const element = select as HTMLSelectElement;
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = element.selectedOptions[0]?.text ?? '';
      const room =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, over: Math.ceil(context.measureText(text).width - room) };
    }),
  );

for (const locale of ['fr', 'de', 'ar'])
  for (const width of [1366, 390])
    test(`the choices beside the links search show their whole words (${locale}, ${width} px)`, async ({
      page,
      server,
      user,
      signIn,
    }) => {
      await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Printemps' });
      // A list with a link: the search and its choices show.
      await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://shop.example.com/a' });
      await page.setViewportSize({ width, height: 900 });
      await signIn();
      await inLanguage(page, locale);
      await page.goto('/links');
      await expect(page.locator('form[role="search"] select')).not.toHaveCount(0);
      const selects = await overflowOfSelects(page);
      expect(selects.map((s) => s.text)).toContain(say(locale, 'Newest first'));
      expect(selects.filter((select) => select.over > 0)).toEqual([]);
      // Nothing of the page spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
