import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../api/errors';
import { toExpiry } from '../../api/link-options';
import type { Link } from '../../api/links';
import { fakeClient, json, listReply } from '../../api/testing';
import { accountScope } from '../../lib/account-scope';
import { rememberSentLinkOptions } from '../../resources/link-options-sent';
import { TEST_BASE_URL } from '../../test/render-app';
import { renderPage } from '../../test/render-page';
import { SignedInSession } from '../../test/signed-in-session';
import { expectNoAxeViolations } from '../../test/axe';
import { LinkForm } from './link-form';

const ACCOUNT_ID = 7;
const LINK: Link = {
  id: 42,
  alias: 'spring',
  shorturl: 'https://go.example.com/s/spring',
  longurl: 'https://shop.example.com/spring',
  clicks: 3,
  uniqueclicks: 2,
  title: 'Spring',
  description: 'Old note',
  date: '2026-11-01 10:00:00',
};

/** `GET /api/url/42` as a real instance answers it: only targets by country and device, and the expiry. */
const realDetail = (details: Record<string, unknown> = {}) =>
  json({
    error: 0,
    id: LINK.id,
    details: {
      id: LINK.id,
      shorturl: LINK.shorturl,
      longurl: LINK.longurl,
      title: LINK.title,
      description: LINK.description,
      location: { Canada: 'https://shop.example.com/ca' },
      device: [],
      expiry: null,
      ...details,
    },
    data: { clicks: 3, uniqueClicks: 2 },
  });

/** The editor of link 42, on a signed-in account whose device may have sent some options. */
const setUpEdit = async (detail = realDetail()) => {
  const { client, calls } = instance(detail);
  const onSubmit = vi.fn(async (_input: unknown) => undefined);
  const view = renderPage(
    <SignedInSession accountId={ACCOUNT_ID}>
      <LinkForm mode="edit" link={LINK} onSubmit={onSubmit} onCancel={() => undefined} />
    </SignedInSession>,
    { client },
  );
  await screen.findByRole('form', { name: 'Edit link' });
  return { ...view, onSubmit, calls };
};

const BRANDED = 'https://brand.example.com';
/** `GET /api/domains`: the account's one branded domain. */
const domainList = () =>
  listReply('domains', [{ id: 3, domain: BRANDED, redirectroot: '', redirect404: '' }]);

/** The instance: its domain list at /api/domains, `replies` in order (the last repeats) for the rest. */
const instance = (...replies: Response[]) => {
  let next = 0;
  return fakeClient((call) =>
    call.url.includes('/api/domains')
      ? domainList()
      : replies[Math.min(next++, replies.length - 1)].clone(),
  );
};

const setUp = (props: { onSubmit?: (input: unknown) => Promise<unknown> } = {}) => {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => undefined));
  const onCancel = vi.fn();
  const { client, calls } = instance(json({ error: 0, data: {} }));
  const view = renderPage(
    <SignedInSession accountId={ACCOUNT_ID}>
      <LinkForm mode="create" onSubmit={onSubmit} onCancel={onCancel} />
    </SignedInSession>,
    { client },
  );
  return { onSubmit, onCancel, calls, ...view };
};

const scope = accountScope(TEST_BASE_URL, ACCOUNT_ID);
afterEach(() => localStorage.clear());

const openSection = async (user: ReturnType<typeof userEvent.setup>, title: string) =>
  user.click(screen.getByText(title, { selector: 'summary span' }));

const url = () => screen.getByRole('textbox', { name: /Destination URL/ });
const alias = () => screen.getByRole('textbox', { name: /alias/i });
const description = () => screen.getByRole('textbox', { name: /Description/ });

// Typing into a form this size takes a while on a loaded machine.
describe('<LinkForm />', { timeout: 20_000 }, () => {
  it('has no axe violations, with labelled fields and hints', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
    expect(url()).toHaveAttribute('aria-required', 'true');
    expect(alias()).toHaveAccessibleDescription(/Leave empty for a random one/);
    expect(screen.getByRole('form', { name: 'Create a short link' })).toBeInTheDocument();
  });

  it('checks the destination and the alias with the shared rules before sending', async () => {
    const { user, onSubmit } = setUp();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Destination URL is required.')).toBeInTheDocument();
    await user.type(url(), 'javascript:alert(1)');
    await user.type(alias(), 'a b');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText(/Destination URL must be a full address starting with http/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Custom alias must be 3 to 50 letters/)).toBeInTheDocument();
    expect(url()).toHaveAttribute('aria-invalid', 'true');
    expect(alias()).toHaveAccessibleDescription(/Custom alias must be 3 to 50 letters/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the link, leaving out empty optional fields', async () => {
    const { user, onSubmit } = setUp();
    await user.type(url(), ' https://shop.example.com/spring ');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    // The service's defaults, shown as choices, are sent as chosen.
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://shop.example.com/spring',
      status: 'private',
      type: 'direct',
    });
  });

  it('says the defaults of a new link as choices, with its title on the first screen', async () => {
    const { user, onSubmit } = setUp();
    expect(screen.queryByText(/not reported/i)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Visibility' })).toHaveDisplayValue(
      'Private — only you see its statistics',
    );
    expect(screen.getByText('Direct', { selector: 'summary span' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription(/Links list shows.*social preview.*one field/);
    await user.type(url(), 'https://shop.example.com/spring');
    await user.type(title, 'Spring sale');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'public');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://shop.example.com/spring',
      metatitle: 'Spring sale',
      status: 'public',
      type: 'direct',
    });
  });

  it('neither counts nor sends target rows left empty, and keeps an error on its own row', async () => {
    const { user, onSubmit } = setUp();
    await user.type(url(), 'https://shop.example.com/spring');
    await openSection(user, 'Targeting');
    const add = await screen.findByRole('button', { name: 'Add a country target' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const summary = screen.getByText('Targeting', { selector: 'summary span' }).parentElement!;
    expect(summary).toHaveTextContent(/^Targetingnone$/);
    await user.type(screen.getByLabelText('Country 2'), 'CA');
    await user.type(screen.getByLabelText('Country address 2'), 'https://shop.example.com/ca');
    await user.type(screen.getByLabelText('Country 3'), 'Atlantis');
    await user.type(screen.getByLabelText('Country address 3'), 'https://shop.example.com/at');
    expect(summary).toHaveTextContent('2 targets: CA, Atlantis');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByLabelText('Country 3')).toHaveAccessibleDescription(
      /is not a country/,
    );
    expect(screen.getByLabelText('Country 2')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove country target 3' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://shop.example.com/spring',
      status: 'private',
      type: 'direct',
      geotarget: [{ location: 'CA', link: 'https://shop.example.com/ca' }],
    });
  });

  it("offers the account's branded domains on the first screen and sends the one chosen", async () => {
    const { user, onSubmit } = setUp();
    const domain = await screen.findByRole('combobox', { name: /^Domain/ });
    expect(domain).toHaveDisplayValue('The service’s own domain');
    await user.type(url(), 'https://shop.example.com/spring');
    await user.selectOptions(domain, BRANDED);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://shop.example.com/spring',
      domain: BRANDED,
      status: 'private',
      type: 'direct',
    });
  });

  it('puts a server field error next to its field and keeps every value', async () => {
    const { user } = setUp({
      onSubmit: async () => {
        throw new ApiError('Invalid input.', {
          status: 400,
          fields: { custom: 'The alias "spring" is taken. Choose another one.' },
        });
      },
    });
    await user.type(url(), 'https://shop.example.com/spring');
    await user.type(alias(), 'spring');
    await user.type(description(), 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/alias "spring" is taken/)).toBeInTheDocument();
    expect(alias()).toHaveAttribute('aria-invalid', 'true');
    expect(alias()).toHaveFocus();
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(
      /Fix the highlighted fields/,
    );
    expect(url()).toHaveValue('https://shop.example.com/spring');
    expect(alias()).toHaveValue('spring');
    expect(description()).toHaveValue('Spring sale');
  });

  it('says what to do when the server cannot be reached', async () => {
    const { user } = setUp({
      onSubmit: async () => {
        throw new NetworkError('offline');
      },
    });
    await user.type(url(), 'https://shop.example.com/spring');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(url()).toHaveValue('https://shop.example.com/spring');
  });

  it('on edit sends only the fields the user changed', async () => {
    const { user, onSubmit, calls } = await setUpEdit();
    // The link's options: one request (the domain list is the account's, kept like every list).
    expect(
      calls.filter((call) => !call.url.includes('/api/domains')).map((call) => call.url),
    ).toEqual(['https://go.example.com/api/url/42']);
    expect(url()).toHaveValue('https://shop.example.com/spring');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(/Nothing has changed yet/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(description());
    await user.type(description(), 'New note');
    await openSection(user, 'Targeting');
    await user.type(
      await screen.findByLabelText('Country 1', {}, { timeout: 5000 }),
      '{Backspace}{Backspace}DE',
    );
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    // The destination, the alias, and every option left alone are not sent at all.
    expect(onSubmit).toHaveBeenLastCalledWith({
      description: 'New note',
      geotarget: [{ location: 'DE', link: 'https://shop.example.com/ca' }],
    });
  });

  it("puts the server's error on the target row it names, opening its section, and keeps the rows", async () => {
    const { user, onSubmit } = await setUpEdit();
    onSubmit.mockRejectedValueOnce(
      new ApiError('Invalid input.', {
        status: 400,
        fields: { 'geotarget.0.location': 'Country must be a country name or ISO code.' },
      }),
    );
    await user.clear(description());
    await user.type(description(), 'New note');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    const country = await screen.findByLabelText('Country 1', {}, { timeout: 5000 });
    expect(country).toHaveAccessibleDescription(/must be a country name or ISO code/);
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(
      /Fix the highlighted fields/,
    );
    expect(screen.getByLabelText('Country address 1')).toHaveValue('https://shop.example.com/ca');
    expect(description()).toHaveValue('New note');
  });

  it("keeps an edited link's domain unless another is chosen, then sends only that", async () => {
    const { user, onSubmit } = await setUpEdit();
    const domain = await screen.findByRole('combobox', { name: /^Domain/ });
    expect(domain).toHaveDisplayValue('Keep https://go.example.com');
    expect(domain).toHaveAccessibleDescription(/copies already shared stop working/);
    await user.selectOptions(domain, BRANDED);
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ domain: BRANDED });
  });

  it('says which options this device set and which the service does not report', async () => {
    rememberSentLinkOptions(scope, LINK.id, { pixels: [5], password: 'secret', type: 'frame' });
    const { user } = await setUpEdit();
    expect(screen.getByText(/password set/)).toBeInTheDocument();
    expect(screen.getByText('Frame')).toBeInTheDocument();
    await openSection(user, 'Deep links');
    expect(
      await screen.findByText(/Not reported by your service, and not set from this device/),
    ).toBeInTheDocument();
    await openSection(user, 'Redirect type');
    expect(await screen.findByRole('radio', { name: /^Frame/ })).toBeChecked();
    expect(screen.getAllByText(/Set from this device/).length).toBeGreaterThan(0);
    // Never stored: the password itself.
    expect(JSON.stringify(localStorage)).not.toContain('secret');
  });

  it('opens a link whose splash page was deleted and says what is missing', async () => {
    rememberSentLinkOptions(scope, LINK.id, { type: '9' });
    const { client } = instance(realDetail(), json({ error: 0, data: { splash: [] } }));
    renderPage(
      <SignedInSession accountId={ACCOUNT_ID}>
        <LinkForm
          mode="edit"
          link={LINK}
          onSubmit={async () => undefined}
          onCancel={() => undefined}
        />
      </SignedInSession>,
      { client },
    );
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Edit link' });
    await openSection(user, 'Redirect type');
    expect(
      await screen.findByText(/splash page this link uses \(id 9\) no longer exists/),
    ).toBeInTheDocument();
  });

  it('refuses an expiry in the past at the field and sends a future one in the instance format', async () => {
    const { user, onSubmit } = setUp();
    await user.type(url(), 'https://shop.example.com/spring');
    await openSection(user, 'Password and expiry');
    const expiry = await screen.findByLabelText(/^Expires/);
    // Typed in the app's language's order (English: month first), with its pattern shown.
    expect(expiry).toHaveAttribute('placeholder', 'mm/dd/yyyy hh:mm');
    expect(expiry).toHaveAccessibleDescription(
      /^Written mm\/dd\/yyyy hh:mm, like 12\/31\/2030 18:30\./,
    );
    await user.type(expiry, '31/12/2099 23:30');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Expiry must be a date and a time.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(expiry);
    await user.type(expiry, '01/01/2020 10:00');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/Choose a moment in the future/)).toBeInTheDocument();
    expect(expiry).toHaveValue('01/01/2020 10:00');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(expiry);
    await user.type(expiry, '12/31/2099 11:30 pm');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://shop.example.com/spring',
      status: 'private',
      expiry: toExpiry(new Date('2099-12-31T23:30')),
      type: 'direct',
    });
  });

  it('sends the UTM parameters of the builder in the destination, and refuses broken ones', async () => {
    const { user, onSubmit } = setUp();
    await user.type(url(), 'https://shop.example.com/spring');
    await user.click(screen.getByText('UTM parameters', { selector: 'summary' }));
    await user.type(screen.getByRole('textbox', { name: /^UTM campaign/ }), 'spring');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Fix the UTM parameters below first.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Source/ }), 'newsletter');
    await user.type(screen.getByRole('textbox', { name: /^Medium/ }), 'email');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://shop.example.com/spring?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      status: 'private',
      type: 'direct',
    });
  });

  it('fills the UTM builder from the link being edited', async () => {
    await setUpEdit(
      realDetail({ longurl: 'https://shop.example.com/spring?utm_source=news&utm_medium=email' }),
    );
    expect(screen.getByRole('textbox', { name: /^Source/ })).toHaveValue('news');
    expect(screen.getByRole('textbox', { name: /^Medium/ })).toHaveValue('email');
  });
});
