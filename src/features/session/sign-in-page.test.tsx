import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, htmlPage, json, TEST_API_KEY } from '../../api/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { renderApp, TEST_BASE_URL } from '../../test/render-app';

const account = {
  id: 1,
  email: 'ada@example.com',
  username: 'ada',
  avatar: '',
  status: 'pro',
  expires: null,
  registered: '2024-01-02 10:00:00',
};
const domains = {
  error: '0',
  data: { result: 0, perpage: 25, currentpage: 1, nextpage: null, maxpage: 0, domains: [] },
};

describe('<SignInPage />', () => {
  const setUp = (...replies: Parameters<typeof fakeFetch>) => {
    const fake = fakeFetch(...replies);
    const view = renderApp({ path: '/account', fetch: fake.fetch });
    return { ...view, calls: fake.calls };
  };

  const signIn = async (
    user: ReturnType<typeof setUp>['user'],
    key = TEST_API_KEY,
    baseUrl = TEST_BASE_URL,
  ) => {
    const address = await screen.findByRole('textbox', { name: 'API address' });
    await user.clear(address);
    await user.type(address, baseUrl);
    await user.type(screen.getByLabelText('API key'), key);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('has no axe violations', async () => {
    const { container } = setUp(json({ error: 0, data: account }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await expectNoAxeViolations(container);
  });

  it('checks the key with GET /api/account, keeps it only in sessionStorage, and returns to the page asked for', async () => {
    const { user, calls } = setUp(json({ error: 0, data: account }));
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    // The check primed the account: the page needed no second request.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${TEST_BASE_URL}/api/account`]);
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${TEST_API_KEY}`);
    expect(sessionStorage.getItem('linkdeck.session')).toContain(TEST_API_KEY);
    expect(JSON.stringify(localStorage)).not.toContain(TEST_API_KEY);
    expect(document.cookie).not.toContain(TEST_API_KEY);
  });

  it('says clearly when the key is refused, and keeps it out of storage', async () => {
    const { user } = setUp(json({ error: 1, message: 'Invalid API key.' }, { status: 403 }));
    await signIn(user, 'wrong-key-123');
    const key = screen.getByLabelText('API key');
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    expect(key).toHaveAccessibleDescription(expect.stringContaining('did not accept this API key'));
    expect(key).toHaveValue('wrong-key-123');
    expect(sessionStorage.getItem('linkdeck.session')).toBeNull();
  });

  it('explains an address that answers with a web page', async () => {
    const { user } = setUp(htmlPage(404));
    await signIn(user);
    expect(await screen.findByText(/answered with a web page, not the API/)).toBeInTheDocument();
  });

  it('explains an unreachable server', async () => {
    const { user } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await signIn(user);
    expect(await screen.findByText(/Cannot reach go\.example\.com/)).toBeInTheDocument();
  });

  it('signing in to another account shows the tab’s accounts with the form, so nothing moves under the pointer', async () => {
    const { app } = renderApp({
      path: '/account',
      fetch: fakeFetch(json({ error: 0, data: account })).fetch,
      isSignedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await app.router.navigate('/sign-in?another');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // In the same render as the form, not one later.
    expect(screen.getByRole('region', { name: 'Signed in in this tab' })).toBeInTheDocument();
  });

  it('validates before sending anything', async () => {
    const { user, calls } = setUp(json({ error: 0, data: account }));
    const address = await screen.findByRole('textbox', { name: 'API address' });
    await user.clear(address);
    await user.type(address, 'go-example');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/API address must be a full address/)).toBeInTheDocument();
    expect(screen.getByText('Enter your API key.')).toBeInTheDocument();
    expect(address).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('after a key stops working mid-session, signs in again and returns to the page', async () => {
    const fake = fakeFetch(
      json({ error: 1, message: 'Invalid API key.' }, { status: 403 }),
      json({ error: 0, data: account }),
      json(domains),
    );
    const { user } = renderApp({ path: '/domains?page=2', fetch: fake.fetch, isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Sign in again/);
    expect(sessionStorage.getItem('linkdeck.session')).toBeNull();
    await signIn(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Branded domains' }),
    ).toBeInTheDocument();
    expect(fake.calls.at(-1)?.url).toBe(`${TEST_BASE_URL}/api/domains?page=2&limit=25`);
  });
});
