import { startServer, type RunningServer, type TestUser } from '../../e2e/server';

/** The pages a budget is measured on: every route of the dashboard, with real ids. */
export interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
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
  const signedIn = (name: string, path: string): BenchPage => ({ name, path, signedIn: true });
  return [
    { name: 'Sign-in (first page)', path: '/sign-in', signedIn: false },
    signedIn('Links', '/links'),
    signedIn('Campaigns', '/campaigns'),
    signedIn('Channels', '/channels'),
    signedIn('Channel items', `/channels/${channel}`),
    signedIn('QR codes', '/qr'),
    signedIn('QR designer', '/qr/new'),
    signedIn('QR statistics', `/qr/${qr}`),
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
