import type { Locator, Page } from '@playwright/test';
import { expect, signInThroughUi, test, type RunningServer, type TestUser } from './fixtures';

/**
 * Which client am I in (issue 44): accounts named and coloured on this device, the header and
 * the switcher that tell them apart, a Sign out that says where you land, and the all-accounts
 * page that switches and adds up. Real Chromium, real server.
 */
test.use({ locale: 'en-US' });

const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Accounts, signed in as/ });
const signOutButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Sign out' });
const signOutQuestion = (page: Page) => page.getByRole('alertdialog', { name: /^Sign out of / });
const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });

const addAccount = async (page: Page, user: TestUser) => {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign in to another account' }).click();
  await expect(page).toHaveURL(/\/sign-in\?another/);
  await signInThroughUi(page, user);
  await expect(accountMenu(page)).toContainText(user.email);
};

/** Two users (with links, clicks and a QR code of their own) signed in here, the second shown. */
const twoAccounts = async (
  server: RunningServer,
  page: Page,
  { emails, visits = {} }: { emails?: [string, string]; visits?: Record<string, number> } = {},
) => {
  const users = [];
  for (const [at, tag] of ['first', 'second'].entries()) {
    const user = server.createUser(emails ? { email: emails[at] } : {});
    for (const alias of [`${tag}-one`, `${tag}-two`, `${tag}-three`].slice(0, at + 2)) {
      // Aliases are the instance's: unique across the tests sharing this server.
      const made = await server.api(user.apiKey, 'POST', '/api/url/add', {
        url: `https://${tag}.example.com/${alias}`,
        custom: `${alias}-${Math.random().toString(36).slice(2, 8)}`,
      });
      expect(made.status, JSON.stringify(made.json)).toBeLessThan(300);
      const { shorturl } = made.json as { shorturl: string };
      for (let i = 0; i < (visits[alias] ?? 0); i++)
        await page.request.get(shorturl, { maxRedirects: 0 });
    }
    await server.api(user.apiKey, 'POST', '/api/qr/add', {
      type: 'link',
      data: `https://${tag}.example.com/qr`,
      name: `${tag} code`,
    });
    users.push(user);
  }
  const [first, second] = users as [TestUser, TestUser];
  await page.goto('/sign-in');
  await signInThroughUi(page, first);
  await addAccount(page, second);
  return [first, second] as const;
};

/** Names the shown account from the account menu's dialog. */
const nameShown = async (page: Page, name: string, colour: string) => {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Name and colour…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name and colour' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('radio', { name: colour }).check();
  await dialog.getByRole('button', { name: 'Save name and colour' }).click();
  await expect(dialog).toBeHidden();
};

/** The WCAG contrast ratio between two CSS colours, as the browser paints them. */
const contrastOf = (page: Page, foreground: string, background: string) =>
  page.evaluate(
    ([fg, bg]) => {
      const rgb = (colour: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const context = canvas.getContext('2d')!;
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    },
    [foreground, background],
  );

/** The first element's painted background colour up from `locator` (a dialog, the header). */
const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'rgb(255, 255, 255)';
  });

test('an account named and coloured from the switcher is in the header after a reload, and the switcher lists name, email and host in full', async ({
  page,
  server,
}) => {
  const [first, second] = await twoAccounts(server, page);
  const host = new URL(server.url).host;
  await nameShown(page, 'Northwind – client 2', 'Teal');
  await expect(notifications(page)).toContainText('Name and colour saved on this device.');

  for (const pass of ['now', 'after a reload']) {
    if (pass !== 'now') await page.reload();
    const button = accountMenu(page);
    await expect(button, pass).toHaveAccessibleName(
      `Accounts, signed in as Northwind – client 2 (${second.email} · ${host})`,
    );
    // Shown whole (it fits), with its colour mark.
    await expect(button.locator('[data-middle-truncate]')).toHaveText('Northwind – client 2');
    await expect(button.locator('[data-colour="teal"]')).toBeVisible();
  }

  await accountMenu(page).click();
  const named = page.getByRole('menuitemradio', { checked: true });
  await expect(named).toHaveText(`✓Northwind – client 2${second.email} · ${host}`);
  await expect(named.locator('[data-colour="teal"]')).toBeVisible();
  const other = page.getByRole('menuitemradio', { checked: false });
  await expect(other).toHaveText(`${first.email}${host}`);
  // Nothing of either is cut: every line is as wide as its text.
  for (const item of [named, other])
    for (const line of await item.locator('[dir=auto]').all())
      expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.keyboard.press('Escape');

  // The Account page edits the same name and colour.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  const card = page.getByRole('form', { name: 'Name and colour on this device' });
  await expect(card.getByRole('textbox', { name: 'Name' })).toHaveValue('Northwind – client 2');
  await expect(card.getByRole('radio', { name: 'Teal' })).toBeChecked();
  await card.getByRole('textbox', { name: 'Name' }).fill('Northwind – wholesale');
  await card.getByRole('radio', { name: 'Amber' }).check();
  await card.getByRole('button', { name: 'Save name and colour' }).click();
  await expect(accountMenu(page).locator('[data-middle-truncate]')).toHaveText(
    'Northwind – wholesale',
  );
  await expect(accountMenu(page).locator('[data-colour="amber"]')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`every colour of the palette stands out from its background, ${colorScheme} theme`, async ({
    page,
    server,
  }) => {
    await page.emulateMedia({ colorScheme });
    await twoAccounts(server, page);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Name and colour…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Name and colour' });
    const marks = dialog.locator('[data-colour]');
    await expect(marks).toHaveCount(6);
    const background = await backgroundOf(dialog);
    for (const mark of await marks.all()) {
      const colour = await mark.evaluate((el) => getComputedStyle(el).backgroundColor);
      const name = await mark.getAttribute('data-colour');
      expect(
        await contrastOf(page, colour, background),
        `${name} on ${background}`,
      ).toBeGreaterThanOrEqual(3);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

test('Sign out asks first, naming the account that goes and the one you land in; Cancel keeps you signed in, confirming says where you are', async ({
  page,
  server,
}) => {
  const [first, second] = await twoAccounts(server, page);
  const host = new URL(server.url).host;
  await nameShown(page, 'Northwind – client 2', 'Violet');
  const leaving = `Northwind – client 2 (${second.email} · ${host})`;
  const staying = `${first.email} · ${host}`;

  await signOutButton(page).click();
  const ask = signOutQuestion(page);
  await expect(ask).toHaveAccessibleName(`Sign out of ${leaving}?`);
  await expect(ask).toContainText(`${staying} stays signed in in this tab: you will land in it.`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(accountMenu(page)).toContainText('Northwind – client 2');
  await page.reload();
  await expect(accountMenu(page)).toContainText('Northwind – client 2');

  await signOutButton(page).click();
  await ask.getByRole('button', { name: 'Sign out' }).click();
  await expect(notifications(page)).toContainText(
    `Signed out of ${leaving}. You are now in ${staying}.`,
  );
  await expect(accountMenu(page)).toHaveAccessibleName(`Accounts, signed in as ${staying}`);
  // The name went with the account's other device data.
  const kept = await page.evaluate(() => JSON.stringify(localStorage));
  expect(kept).not.toContain('Northwind');

  // The last account: the question says so, and the sign-in page names who you signed out of.
  await signOutButton(page).click();
  await expect(ask).toHaveAccessibleName(`Sign out of ${staying}?`);
  await expect(ask).toContainText(
    'It is the last account of this tab: you will go to the sign-in page.',
  );
  await ask.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('status').filter({ hasText: 'signed out' })).toContainText(
    `You have signed out of ${staying}.`,
  );
});

test('the all-accounts page switches on a row click or its button, and its total row is the sum', async ({
  page,
  server,
}) => {
  // Clicks of their own, counted before the first page reads the lists.
  const [first, second] = await twoAccounts(server, page, {
    visits: { 'first-one': 3, 'second-two': 2 },
  });
  const host = new URL(server.url).host;
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'All accounts', exact: true }).click();
  const table = page.getByRole('table', { name: 'Totals by account' });
  const totals = async (user: TestUser) => {
    const links = (await server.api(user.apiKey, 'GET', '/api/urls?limit=100&page=1')).json as {
      data: { urls: { clicks: number }[] };
    };
    const codes = (await server.api(user.apiKey, 'GET', '/api/qr?limit=100&page=1')).json as {
      data: { qrs: { scans: number }[] };
    };
    return [
      links.data.urls.reduce((sum, link) => sum + link.clicks, 0),
      codes.data.qrs.reduce((sum, qr) => sum + qr.scans, 0),
      links.data.urls.length,
      codes.data.qrs.length,
    ];
  };
  const [a, b] = [await totals(first), await totals(second)];
  expect(a[0]! + b[0]!, 'clicks recorded').toBe(5);
  const total = table.getByRole('row').filter({ hasText: 'Total' });
  await expect(total.getByRole('cell')).toHaveText([
    'Total',
    ...a.map((value, at) => String(value + b[at]!)),
  ]);

  // A click anywhere on the other account's row shows it, here.
  await table.getByRole('row').filter({ hasText: first.email }).getByRole('cell').nth(3).click();
  await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(first.email));
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(table.getByRole('row').filter({ hasText: first.email })).toContainText('(shown)');

  // By keyboard: the row's button.
  const back = table.getByRole('button', { name: `Switch to ${second.email} · ${host}` });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(second.email));
  await expect(total.getByRole('cell').nth(3)).toHaveText(String(a[2]! + b[2]!));
});

test('in Arabic the header keeps the start and the end of a long account name, cutting its middle', async ({
  page,
  server,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  await twoAccounts(server, page, {
    emails: [
      `client1.northwind.wholesale.${tag}@agency.example`,
      `client2.northwind.wholesale.${tag}@agency.example`,
    ],
  });
  await page
    .getByRole('banner')
    .getByLabel('Language', { exact: true })
    .selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const shown = page.getByRole('banner').locator('[data-middle-truncate]');
  await expect(shown).toHaveText(`client2.northwind.wholesale.${tag}@agency.example`);
  const seen = await shown.evaluate((line) => {
    const box = line.getBoundingClientRect();
    const [head, tail] = [...line.children].map((part) => part.firstChild as Text);
    const charBox = (text: Text, at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect();
    };
    const inside = (rect: DOMRect) => rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
    const headBox = head.parentElement as HTMLElement;
    return {
      direction: getComputedStyle(line).direction,
      cut: headBox.scrollWidth > headBox.clientWidth,
      startVisible: inside(charBox(head, 0)),
      endVisible: inside(charBox(tail, tail.length - 1)),
      startIsLeft: charBox(head, 0).left < charBox(tail, tail.length - 1).left,
    };
  });
  expect(seen).toEqual({
    direction: 'ltr',
    cut: true,
    startVisible: true,
    endVisible: true,
    startIsLeft: true,
  });
});

test('by keyboard alone: Tab to the switcher, name the account, Escape closes the dialogs', async ({
  page,
  server,
}) => {
  const [, second] = await twoAccounts(server, page);
  const host = new URL(server.url).host;
  await page.getByRole('link', { name: 'Linkdeck' }).focus();
  while (!(await accountMenu(page).evaluate((button) => button === document.activeElement)))
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const naming = page.getByRole('menuitem', { name: 'Name and colour…' });
  for (let i = 0; i < 8 && !(await naming.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(naming).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Name and colour' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await page.keyboard.type('Client B');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'None' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeFocused();
  await expect(accountMenu(page)).toHaveAccessibleName(
    `Accounts, signed in as ${second.email} · ${host}`,
  );

  // Again, saved with Enter this time.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 8 && !(await naming.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await page.keyboard.type('Client B');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeFocused();
  await expect(accountMenu(page)).toHaveAccessibleName(
    `Accounts, signed in as Client B (${second.email} · ${host})`,
  );
  await expect(accountMenu(page).locator('[data-colour="blue"]')).toBeVisible();

  // Sign out's question: focus starts on Cancel, Escape closes it, nothing is signed out.
  while (!(await signOutButton(page).evaluate((button) => button === document.activeElement)))
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(signOutQuestion(page)).toBeVisible();
  await expect(signOutQuestion(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signOutQuestion(page)).toBeHidden();
  await expect(signOutButton(page)).toBeFocused();
  await expect(accountMenu(page)).toHaveAccessibleName(/Client B/);
});
