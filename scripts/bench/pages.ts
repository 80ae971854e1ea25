import type { Page } from '@playwright/test';
import { startServer, type RunningServer, type TestUser } from '../../e2e/server';

/**
 * Which JavaScript budget a page answers to: the first page (what a newcomer's first address,
 * `/`, loads before they sign in), a signed-in page, or a statistics page (link and QR statistics
 * and the overview draw charts).
 */
export type BundleBudget = 'first page' | 'signed-in page' | 'statistics';

/** The pages a budget is measured on: every route of the dashboard, with real ids. */
export interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
  budget: BundleBudget;
}

interface Listed {
  json: unknown;
}

const firstId = (
  response: Listed,
  key: string,
  where: (item: Record<string, unknown>) => boolean = () => true,
) => {
  const data = (response.json as { data?: Record<string, unknown> }).data ?? {};
  const items = (data[key] as Record<string, unknown>[] | undefined) ?? [];
  const found = items.find(where);
  if (!found) throw new Error(`The demo user has no ${key} to measure.`);
  return Number(found.id);
};

export const benchPages = async (server: RunningServer, user: TestUser): Promise<BenchPage[]> => {
  const channel = firstId(
    await server.api(user.apiKey, 'GET', '/api/channels?limit=1'),
    'channels',
  );
  const qr = firstId(
    await server.api(user.apiKey, 'GET', '/api/qr?limit=50'),
    'qrs',
    (q) => q.type === 'link',
  );
  const link = firstId(
    await server.api(user.apiKey, 'GET', '/api/urls?limit=1&order=click'),
    'urls',
  );
  const signedIn = (name: string, path: string): BenchPage => ({
    name,
    path,
    signedIn: true,
    budget: 'signed-in page',
  });
  return [
    // The address people open; signed out it lands on the sign-in page.
    { name: 'First page (/ signed out)', path: '/', signedIn: false, budget: 'first page' },
    { name: 'Sign-in', path: '/sign-in', signedIn: false, budget: 'first page' },
    signedIn('Links', '/links'),
    signedIn('Campaigns', '/campaigns'),
    signedIn('Channels', '/channels'),
    signedIn('Channel items', `/channels/${channel}`),
    signedIn('QR codes', '/qr'),
    signedIn('QR designer', '/qr/new'),
    { ...signedIn('QR statistics', `/qr/${qr}`), budget: 'statistics' },
    { ...signedIn('Link statistics', `/links/${link}/stats`), budget: 'statistics' },
    { ...signedIn('Overview', '/overview'), budget: 'statistics' },
    signedIn('Pixels', '/pixels'),
    signedIn('Domains', '/domains'),
    signedIn('CTA overlays', '/overlays'),
    signedIn('Splash pages', '/splash-pages'),
    signedIn('Account', '/account'),
  ];
};

/** A server on a fresh database with a demo user, for one benchmark run. */
export const startBenchServer = async (env: Record<string, string> = {}) => {
  const server = await startServer(env);
  const user = server.createUser({ demo: true });
  return { server, user };
};

/** Signs in on the sign-in page, as a person does; resolves on the first signed-in page. */
export const signInOnPage = async (page: Page, server: RunningServer, user: TestUser) => {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
};
