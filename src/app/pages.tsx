import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ApiClient } from '../api/http';
import type { PageTarget } from '../components/ui/page-targets';
import type { PaletteAction } from '../features/palette/palette-items';
import type { Prefetch } from '../resources/prefetch';
import { defineMessage, type Message } from '../lib/i18n';
import { pageLoader, type PageData } from './page-loader';
import type { NotFoundHandle, RouteContext } from './route-context';

/**
 * Every page inside the signed-in shell, in navigation order: its path (written once), the
 * query it opens with (from its resource's declaration), its component, and what the command
 * palette offers on it. Routes, the navigation, its prefetching and the palette's actions are
 * derived from this table (docs/resources.md). Everything of a page is lazy (see
 * docs/decisions/0003-routes-and-queries.md).
 */
interface PageEntry {
  /** Relative to `/`, e.g. `links/:id/stats`. */
  path: string;
  /** Shown in the navigation (linking to `/path`). */
  nav?: Message;
  /** The queries the page reads, primed by its loader and prefetched from its nav link. */
  data?: () => Promise<readonly PageQuery[]>;
  page: () => Promise<ComponentType>;
  handle?: NotFoundHandle;
  /** Palette actions done on this page: create (presses its create button), import, export. */
  actions?: { create?: Message; import?: Message; export?: Message };
  /** The page is itself where something is created (its palette action presses nothing). */
  isCreatePage?: boolean;
}

/** One query a page reads: how its loader primes it and its nav link prefetches it. */
interface PageQuery {
  loader: (ctx: RouteContext) => (args: LoaderFunctionArgs) => Promise<null>;
  prefetch: (client: ApiClient, prefetch: Prefetch, url: string) => void;
}

const pageQuery = <T, E, D, K extends QueryKey>(select: PageData<T, E, D, K>): PageQuery => ({
  loader: (ctx) => pageLoader(ctx, select),
  prefetch: (client, prefetch, url) => prefetch(select(client, url, {})),
});

/** The page's query, from a resource module loaded on first use. */
const from =
  <M, T, E, D, K extends QueryKey>(
    load: () => Promise<M>,
    pick: (module: M) => PageData<T, E, D, K>,
  ) =>
  async () => [pageQuery(pick(await load()))];

const notFound = (title: Message, back: { to: string; label: Message }): NotFoundHandle => ({
  notFound: {
    title,
    message: defineMessage({
      defaultMessage: 'It may have been deleted, here or elsewhere; its statistics went with it.',
    }),
    back,
  },
});

const links = () => import('../resources/links');
const qrCodes = () => import('../resources/qr-codes');
const channels = () => import('../resources/channels');

export const PAGES: readonly PageEntry[] = [
  {
    path: 'overview',
    nav: defineMessage({ defaultMessage: 'Overview', description: 'the Overview page' }),
    data: async () => {
      const { overviewLinks, overviewQrCodes } =
        await import('../features/overview/overview-queries');
      return [
        pageQuery((client) => overviewLinks(client)),
        pageQuery((client) => overviewQrCodes(client)),
      ];
    },
    page: async () => (await import('../features/overview/overview-page')).OverviewPage,
  },
  {
    path: 'links',
    nav: defineMessage({ defaultMessage: 'Links', description: 'the Links page' }),
    data: from(links, (m) => m.links.pages.list),
    page: async () => (await import('../features/links/links-page')).LinksPage,
    actions: {
      create: defineMessage({ defaultMessage: 'Create link' }),
      export: defineMessage({ defaultMessage: 'Export links to CSV' }),
    },
  },
  {
    path: 'links/:id/stats',
    handle: notFound(defineMessage({ defaultMessage: 'This link no longer exists' }), {
      to: '/links',
      label: defineMessage({ defaultMessage: 'Back to your links' }),
    }),
    data: from(links, (m) => m.links.pages.stats),
    page: async () => (await import('../features/links/link-stats-page')).LinkStatsPage,
  },
  {
    path: 'links/import',
    page: async () => (await import('../features/jobs/import-page')).ImportPage,
    actions: { import: defineMessage({ defaultMessage: 'Import links' }) },
  },
  {
    path: 'campaigns',
    nav: defineMessage({ defaultMessage: 'Campaigns', description: 'the Campaigns page' }),
    data: from(
      () => import('../resources/campaigns'),
      (m) => m.campaigns.pages.list,
    ),
    page: async () => (await import('../features/campaigns/campaigns-page')).CampaignsPage,
    actions: {
      create: defineMessage({ defaultMessage: 'Create campaign' }),
      export: defineMessage({ defaultMessage: 'Export campaigns to CSV' }),
    },
  },
  {
    path: 'channels',
    nav: defineMessage({ defaultMessage: 'Channels', description: 'the Channels page' }),
    data: from(channels, (m) => m.channels.pages.list),
    page: async () => (await import('../features/channels/channels-page')).ChannelsPage,
    actions: {
      create: defineMessage({ defaultMessage: 'Create channel' }),
      export: defineMessage({ defaultMessage: 'Export channels to CSV' }),
    },
  },
  {
    path: 'channels/:id',
    data: from(channels, (m) => m.channels.pages.items),
    page: async () => (await import('../features/channels/channel-items-page')).ChannelItemsPage,
  },
  {
    path: 'qr',
    nav: defineMessage({ defaultMessage: 'QR codes', description: 'the QR codes page' }),
    data: from(qrCodes, (m) => m.qrCodes.pages.list),
    page: async () => (await import('../features/qr-codes/qr-list-page')).QrListPage,
    actions: { export: defineMessage({ defaultMessage: 'Export QR codes to CSV' }) },
  },
  {
    path: 'qr/new',
    page: async () => (await import('../features/qr-codes/qr-create-page')).QrCreatePage,
    actions: { create: defineMessage({ defaultMessage: 'Create QR code' }) },
    isCreatePage: true,
  },
  {
    path: 'qr/:id',
    handle: notFound(defineMessage({ defaultMessage: 'This QR code no longer exists' }), {
      to: '/qr',
      label: defineMessage({ defaultMessage: 'Back to your QR codes' }),
    }),
    data: from(qrCodes, (m) => m.qrCodes.pages.detail),
    page: async () => (await import('../features/qr-codes/qr-stats-page')).QrStatsPage,
  },
  {
    path: 'qr/:id/edit',
    data: from(qrCodes, (m) => m.qrCodes.pages.detail),
    page: async () => (await import('../features/qr-codes/qr-edit-page')).QrEditPage,
  },
  {
    path: 'pixels',
    nav: defineMessage({ defaultMessage: 'Pixels', description: 'the tracking pixels page' }),
    data: from(
      () => import('../resources/pixels'),
      (m) => m.pixels.pages.list,
    ),
    page: async () => (await import('../features/pixels/pixels-page')).PixelsPage,
    actions: { create: defineMessage({ defaultMessage: 'Add pixel' }) },
  },
  {
    path: 'domains',
    nav: defineMessage({ defaultMessage: 'Domains', description: 'the branded domains page' }),
    data: from(
      () => import('../resources/domains'),
      (m) => m.domains.pages.list,
    ),
    page: async () => (await import('../features/domains/domains-page')).DomainsPage,
  },
  {
    path: 'overlays',
    nav: defineMessage({ defaultMessage: 'CTA overlays' }),
    data: from(
      () => import('../resources/overlays'),
      (m) => m.overlays.pages.list,
    ),
    page: async () => (await import('../features/overlays/overlays-page')).OverlaysPage,
  },
  {
    path: 'splash-pages',
    nav: defineMessage({ defaultMessage: 'Splash pages' }),
    data: from(
      () => import('../resources/splash-pages'),
      (m) => m.splashPages.pages.list,
    ),
    page: async () => (await import('../features/splash-pages/splash-pages-page')).SplashPagesPage,
  },
  {
    path: 'accounts',
    page: async () => (await import('../features/session/all-accounts-page')).AllAccountsPage,
  },
  {
    path: 'account',
    nav: defineMessage({ defaultMessage: 'Account', description: 'the Account page' }),
    data: from(
      () => import('../resources/account'),
      (m) => m.account.pages.detail,
    ),
    page: async () => (await import('../features/account/account-page')).AccountPage,
  },
];

/** A navigation link: where it goes, and what hovering or focusing it prefetches. */
export interface NavEntry {
  to: string;
  label: Message;
  prefetch?: (client: ApiClient, prefetch: Prefetch) => Promise<void>;
}

export const navEntries = (pages: readonly PageEntry[] = PAGES): NavEntry[] =>
  pages.flatMap(({ path, nav, data }) =>
    nav
      ? [
          {
            to: `/${path}`,
            label: nav,
            prefetch: data
              ? async (client: ApiClient, prefetch: Prefetch) => {
                  for (const query of await data()) query.prefetch(client, prefetch, `/${path}`);
                }
              : undefined,
          },
        ]
      : [],
  );

/** The palette's actions: every create first, then imports, then exports (page order in each). */
export const paletteActions = (pages: readonly PageEntry[] = PAGES): PaletteAction[] => {
  const of = (kind: 'create' | 'import' | 'export') =>
    pages.flatMap(({ path, actions, isCreatePage }) => {
      const label = actions?.[kind];
      if (!label) return [];
      const presses: PageTarget | undefined =
        kind === 'export' ? 'export' : kind === 'create' && !isCreatePage ? 'create' : undefined;
      return [{ label, to: `/${path}`, ...(presses && { presses }) }];
    });
  return [...of('create'), ...of('import'), ...of('export')];
};

/** The pages' route objects: loader and component load in parallel on the first visit. */
export const pageRoutes = (ctx: RouteContext, pages: readonly PageEntry[] = PAGES): RouteObject[] =>
  pages.map(({ path, data, page, handle }) => ({
    path,
    handle,
    lazy: {
      ...(data && {
        loader: async () => {
          const loaders = (await data()).map((query) => query.loader(ctx));
          return async (args: LoaderFunctionArgs) => {
            await Promise.all(loaders.map((load) => load(args)));
            return null;
          };
        },
      }),
      Component: page,
    },
  }));
