import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The everyday create/edit/delete steps of each resource, as a person does them, shared by the
 * resource specs and the journeys that run in both dialects (resources-both-dialects.spec.ts).
 * Each step waits until the page shows its result.
 */

export const tableRow = (page: Page, table: string, text: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/**
 * The cell of `row` under the column whose header reads `header`: found by the header a person
 * reads, so a column added or moved does not make a test read its neighbour.
 */
export const cellUnder = async (row: Locator, header: string): Promise<Locator> => {
  const headers = row.locator('xpath=ancestor::table[1]').getByRole('columnheader');
  await expect(headers.filter({ hasText: new RegExp(`^${header}$`) })).toHaveCount(1);
  const column = (await headers.allTextContents()).indexOf(header);
  return row.getByRole('cell').nth(column);
};

/** Confirms the open "Delete this …?" dialog and waits until it closes. */
const confirmDelete = async (page: Page, title: string, confirmLabel: string) => {
  const confirm = page.getByRole('alertdialog', { name: title });
  await confirm.getByRole('button', { name: confirmLabel }).click();
  await expect(confirm).toBeHidden();
};

/** Picks the only option the searchable picker offers for `search`. */
export const pickOnly = async (dialog: Locator, picker: RegExp, search: string) => {
  const combobox = dialog.getByRole('combobox', { name: picker });
  await combobox.fill(search);
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
};

export const links = {
  row: (page: Page, alias: string) => tableRow(page, 'Links', alias),
  /** From the Links page, empty or not. */
  async create(page: Page, input: { url: string; alias?: string; description?: string }) {
    await page
      .getByRole('button', { name: /^Create (your first )?link$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create a short link' });
    await dialog.getByLabel(/Destination URL/).fill(input.url);
    if (input.alias) await dialog.getByLabel(/Custom alias/).fill(input.alias);
    if (input.description) await dialog.getByLabel(/Description/).fill(input.description);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog).toBeHidden();
  },
  async editDestination(page: Page, alias: string, url: string) {
    await links.row(page, alias).getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit link' });
    await edit.getByLabel(/Destination URL/).fill(url);
    await edit.getByRole('button', { name: 'Save link' }).click();
    await expect(edit).toBeHidden();
    // The list shows an address without its scheme; its link holds all of it.
    await expect(links.row(page, alias).locator(`a[href="${url}"]`)).toHaveText(
      new RegExp(`^${url.replace(/^https?:\/\//, '').replace(/[.?]/g, '\\$&')}`),
    );
  },
  async delete(page: Page, alias: string) {
    await links
      .row(page, alias)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirmDelete(page, 'Delete this link?', 'Delete link');
    await expect(links.row(page, alias)).toHaveCount(0);
  },
};

export const campaigns = {
  row: (page: Page, name: string) => tableRow(page, 'Campaigns', name),
  async create(page: Page, input: { name: string; slug?: string; isPublic?: boolean }) {
    await page
      .getByRole('button', { name: /^Create (your first )?campaign$/ })
      .first()
      .click();
    const create = page.getByRole('dialog', { name: 'Create a campaign' });
    await create.getByLabel(/^Name/).fill(input.name);
    if (input.slug) await create.getByLabel(/Rotating link name/).fill(input.slug);
    if (input.isPublic) await create.getByLabel('Public').check();
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await expect(create).toBeHidden();
    await expect(campaigns.row(page, input.name)).toBeVisible();
  },
  /** Assigns the one link the picker finds for `search`; `title` is how the picker shows it. */
  async assignLink(page: Page, campaign: string, search: string, title: string) {
    await campaigns
      .row(page, campaign)
      .getByRole('button', { name: `Assign a link to ${campaign}` })
      .click();
    const assign = page.getByRole('dialog', { name: `Assign a link to ${campaign}` });
    await pickOnly(assign, /Link/, search);
    await expect(assign.getByRole('combobox', { name: /Link/ })).toHaveValue(title);
    await assign.getByRole('button', { name: 'Assign link' }).click();
    await expect(assign).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `${title} is now in ${campaign}` }),
    ).toBeVisible();
  },
  async rename(page: Page, name: string, to: string) {
    await campaigns
      .row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit campaign' });
    await edit.getByLabel(/^Name/).fill(to);
    await edit.getByRole('button', { name: 'Save campaign' }).click();
    await expect(edit).toBeHidden();
    await expect(campaigns.row(page, to)).toBeVisible();
  },
  async delete(page: Page, name: string) {
    await campaigns
      .row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmDelete(page, 'Delete this campaign?', 'Delete campaign');
    await expect(campaigns.row(page, name)).toHaveCount(0);
  },
};

export const channels = {
  row: (page: Page, name: string) => tableRow(page, 'Channels', name),
  async create(page: Page, input: { name: string; color?: string; description?: string }) {
    await page
      .getByRole('button', { name: /^Create (your first )?channel$/ })
      .first()
      .click();
    const create = page.getByRole('dialog', { name: 'Create a channel' });
    await create.getByLabel(/^Name/).fill(input.name);
    if (input.color)
      await create.getByRole('textbox', { name: 'Colour', exact: true }).fill(input.color);
    if (input.description) await create.getByLabel(/Description/).fill(input.description);
    await create.getByRole('button', { name: 'Create channel' }).click();
    await expect(create).toBeHidden();
    await expect(channels.row(page, input.name)).toBeVisible();
  },
  /** On a channel's page: adds the one link the picker finds for `search`. */
  async addLink(page: Page, channel: string, search: string) {
    await page
      .getByRole('button', { name: /^Add (the first )?item$/ })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: `Add an item to ${channel}` });
    await pickOnly(add, /Link/, search);
    await add.getByRole('button', { name: 'Add to channel' }).click();
    await expect(add).toBeHidden();
  },
  async rename(page: Page, name: string, to: string) {
    await channels
      .row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit channel' });
    await edit.getByLabel(/^Name/).fill(to);
    await edit.getByRole('button', { name: 'Save channel' }).click();
    await expect(edit).toBeHidden();
    await expect(channels.row(page, to)).toBeVisible();
  },
  async delete(page: Page, name: string) {
    await channels
      .row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmDelete(page, 'Delete this channel?', 'Delete channel');
    await expect(channels.row(page, name)).toHaveCount(0);
  },
};

export const pixels = {
  row: (page: Page, name: string) => tableRow(page, 'Pixels', name),
  /** `provider` is the option's label, e.g. "Meta (Facebook)"; Google Tag Manager by default. */
  async add(page: Page, input: { name: string; tag: string; provider?: string }) {
    await page.getByRole('button', { name: 'Add pixel' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a pixel' });
    if (input.provider) await dialog.getByLabel('Provider').selectOption({ label: input.provider });
    await dialog.getByLabel('Name').fill(input.name);
    await dialog.getByLabel('Tag', { exact: true }).fill(input.tag);
    await dialog.getByRole('button', { name: 'Add pixel' }).click();
    await expect(dialog).toBeHidden();
    await expect(pixels.row(page, input.name).locator('code')).toHaveText(input.tag);
  },
  async edit(page: Page, name: string, input: { name?: string; tag?: string }) {
    await pixels
      .row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit pixel' });
    if (input.name) await edit.getByLabel('Name').fill(input.name);
    if (input.tag) await edit.getByLabel('Tag', { exact: true }).fill(input.tag);
    await edit.getByRole('button', { name: 'Save pixel' }).click();
    await expect(edit).toBeHidden();
    if (input.tag)
      await expect(pixels.row(page, input.name ?? name).locator('code')).toHaveText(input.tag);
  },
  async delete(page: Page, name: string) {
    await pixels
      .row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmDelete(page, 'Delete this pixel?', 'Delete pixel');
    await expect(pixels.row(page, name)).toHaveCount(0);
  },
};

export const domains = {
  /** `domain` without its scheme, as the table shows it. */
  row: (page: Page, domain: string) =>
    tableRow(page, 'Branded domains', domain.replace(/^https?:\/\//, '')),
  async add(page: Page, input: { domain: string; redirectroot?: string }) {
    await page
      .getByRole('button', { name: /^Add (your first )?domain$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add a branded domain' });
    await dialog.getByLabel('Domain', { exact: true }).fill(input.domain);
    if (input.redirectroot) await dialog.getByLabel('Root redirect').fill(input.redirectroot);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await expect(dialog).toBeHidden();
    await expect(domains.row(page, input.domain)).toBeVisible();
  },
  async setNotFoundRedirect(page: Page, domain: string, url: string) {
    await domains
      .row(page, domain)
      .getByRole('button', { name: /Edit redirects/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit redirects' });
    await edit.getByLabel('404 redirect').fill(url);
    await edit.getByRole('button', { name: 'Save redirects' }).click();
    await expect(edit).toBeHidden();
    // The list shows the address without its scheme; its link holds all of it.
    await expect(domains.row(page, domain).locator(`a[href="${url}"]`)).toBeVisible();
  },
  async delete(page: Page, domain: string) {
    await domains
      .row(page, domain)
      .getByRole('button', { name: /Delete/ })
      .click();
    await confirmDelete(page, 'Delete this domain?', 'Delete domain');
    await expect(domains.row(page, domain)).toHaveCount(0);
  },
};
