import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { messageId } from '../src/lib/message-id';
import { expect, signInThroughUi, test } from './fixtures';

/** Linkdeck in the marketer's own language (issue 21, docs/decisions/0041-languages.md). */

const languageMenu = (page: Page, label = 'Language') => page.getByLabel(label, { exact: true });

/** Requests the page sends to the API from now on. */
const apiRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(request.url());
  });
  return urls;
};

test.describe('languages', () => {
  test.describe('on a French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('the first visit is in French, never showing the English page first', async ({ page }) => {
      // Every frame the browser paints (rAF runs once styles apply): the heading it shows, if any.
      await page.addInitScript(() => {
        const painted: string[] = [];
        (window as unknown as { painted: string[] }).painted = painted;
        const sample = () => {
          const root = document.getElementById('root');
          const heading = root?.querySelector('h1');
          if (root && heading && getComputedStyle(root).visibility === 'visible')
            painted.push(heading.textContent ?? '');
          if (!document.documentElement.hasAttribute('data-app-started'))
            requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByLabel('Clé API', { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(/Se connecter/);
      const painted = await page.evaluate(
        () => (window as unknown as { painted: string[] }).painted,
      );
      expect(painted.filter((text) => text === 'Sign in')).toEqual([]);
    });

    test('switches to English at once, without a request, and keeps it after a reload', async ({
      page,
    }) => {
      await page.goto('/sign-in');
      await page.getByLabel('Clé API', { exact: true }).fill('typed before switching');
      const requests = apiRequests(page);
      await languageMenu(page, 'Langue').selectOption({ label: 'English' });
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // What was typed stays.
      await expect(page.getByLabel('API key', { exact: true })).toHaveValue(
        'typed before switching',
      );
      expect(requests).toEqual([]);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  });

  test('Arabic lays the page out right to left, reads correctly to axe, and survives sign-out', async ({
    page,
    user,
  }) => {
    await page.goto('/sign-in');
    await languageMenu(page).selectOption({ label: 'العربية' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    // The card's start edge is on the right.
    const label = await page.getByText('مفتاح API', { exact: true }).boundingBox();
    const field = await page.getByLabel('مفتاح API', { exact: true }).boundingBox();
    expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 2);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);

    await page.getByLabel('مفتاح API', { exact: true }).fill(user.apiKey);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Not account data: signing out keeps the language of this device.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  });

  test('a language chosen in one tab is the language of the other tabs too, at once', async ({
    page,
    context,
  }) => {
    await page.goto('/sign-in');
    const other = await context.newPage();
    await other.goto('/sign-in');
    await other.getByLabel('API key', { exact: true }).fill('typed in the other tab');
    await languageMenu(page).selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', 'es');
    await expect(other.locator('[name="apiKey"]')).toHaveValue('typed in the other tab');
  });

  test('a language that cannot load keeps the current one and says so once', async ({ page }) => {
    await page.route(/\/assets\/de-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/sign-in');
    await languageMenu(page).selectOption({ label: 'Deutsch' });
    const notice = page.getByRole('status').filter({ hasText: 'Deutsch could not be loaded' });
    await expect(notice).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(languageMenu(page)).toHaveValue('en');
    // Nothing broke: signing in still works.
    await page.unroute(/\/assets\/de-[^/]*\.js$/);
    await languageMenu(page).selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a stored language whose words cannot load starts in English and says so', async ({
    page,
    user,
  }) => {
    await page.addInitScript(() => localStorage.setItem('linkdeck.locale', 'es'));
    await page.route(/\/assets\/es-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Español could not be loaded' }),
    ).toBeVisible();
    await signInThroughUi(page, user);
  });

  /** A message as a translator wrote it in `locale`'s catalog (lang/), found by its English. */
  const say = (locale: string, english: string) =>
    locale === 'en'
      ? english
      : (
          JSON.parse(readFileSync(`lang/${locale}.json`, 'utf8')) as Record<
            string,
            { defaultMessage: string }
          >
        )[messageId(english)].defaultMessage;

  // "2 links" as each language counts it (Arabic has a form of its own for two).
  const TWO_LINKS: Record<string, string> = {
    en: '2 links',
    fr: '2 liens',
    de: '2 Links',
    es: '2 enlaces',
    'pt-BR': '2 links',
    'zh-CN': '2 个链接',
    ar: 'رابطان',
  };

  for (const [locale, twoLinks] of Object.entries(TWO_LINKS)) {
    test(`in ${locale}: signs in, creates two links, counts them and dates them`, async ({
      page,
      user,
    }) => {
      await page.addInitScript((chosen) => localStorage.setItem('linkdeck.locale', chosen), locale);
      await page.goto('/sign-in');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByLabel(say(locale, 'API key'), { exact: true }).fill(user.apiKey);
      await page.getByRole('button', { name: say(locale, 'Sign in'), exact: true }).click();
      await expect(page).not.toHaveURL(/\/sign-in/);
      await page.goto('/links');
      for (const path of ['spring', 'autumn']) {
        await page
          .getByRole('button', { name: say(locale, 'Create link'), exact: true })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: say(locale, 'Create a short link') });
        await dialog
          .getByRole('textbox', { name: say(locale, 'Destination URL') })
          .fill(`https://shop.example.com/${path}`);
        await dialog.getByRole('button', { name: say(locale, 'Create link'), exact: true }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(page.getByText(twoLinks).first()).toBeVisible();
      // Today, as the browser writes a date in this language.
      const today = await page.evaluate(
        (lang) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date()),
        locale,
      );
      await expect(page.getByRole('table').getByText(today).first()).toBeVisible();
    });
  }
});
