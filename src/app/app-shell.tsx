import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { BudgetMeter } from '../components/feedback/budget-meter';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { ProgressBar } from '../components/feedback/progress-bar';
import { RateLimitNotice } from '../components/feedback/rate-limit-notice';
import { ToastProvider, ToastRegion } from '../components/feedback/toast';
import { ExportButton } from '../features/export/export-button';
import { JobsButtonSlot, JobsNoticeSlot } from '../features/jobs/jobs-header';
import { JobsProvider } from '../features/jobs/jobs-provider';
import { SignOutButton } from '../features/jobs/sign-out-button';
import type { PaletteAction } from '../features/palette/palette-items';
import { CampaignMembership } from '../resources/campaign-membership-recorder';
import { DataChangeContext, type ApplyDataChange } from '../resources/data-change';
import { ExportButtonContext, type ExportKind } from '../resources/export';
import { FIRST_PAGE } from '../resources/paths';
import { prefetchPage } from '../resources/prefetch';
import { ApiClientContext, type SessionStore } from '../resources/session';
import { ConnectionNotice } from './connection-notice';
import { InstalledApp } from './installed-app';
import type { NavEntry } from './pages';
import { ShellCommands } from './shell-commands';
import { SignedInFormAids } from '../components/form/signed-in-form-aids';
import { AccountMenu } from '../features/session/account-menu';
import { useAccountActions } from '../features/session/use-account-actions';
import type { ApiClient } from '../api/http';
import type { QueueState } from '../api/scheduler';
import type { QueueView } from '../components/feedback/queue-status';
import { loadWhenOpen } from '../components/ui/dialog';
import { Icon } from '../components/ui/icon';
import { LanguageMenu } from '../components/ui/language-menu';
import { useT } from '../components/i18n/use-t';

export interface AppShellProps {
  nav: NavEntry[];
  /** What the command palette offers to do (app/pages.tsx). */
  actions: PaletteAction[];
  session: SessionStore;
  /** Called once each page is on screen. */
  onPageShown: () => void;
  /** How changes made outside useMutation (bulk jobs) reach every cache. */
  applyDataChange: ApplyDataChange;
}

const exportButton = (kind: ExportKind) => <ExportButton kind={kind} />;

const idleQueue = (): QueueState => IDLE_QUEUE;
const IDLE_QUEUE: QueueState = { queued: 0, nextAt: null, blockedUntil: null };
const noQueue = () => () => {};

/**
 * The shown account's request queue, read where it is shown: a request queued or sent then
 * renders the piece that says so, not the whole frame and page, which would be a long task.
 */
const useQueue = (client: ApiClient): QueueState => {
  const queue = client.scheduler.queue;
  return useSyncExternalStore(
    queue?.subscribe ?? noQueue,
    queue?.get ?? idleQueue,
    queue?.get ?? idleQueue,
  );
};

// Shown only while requests wait for the budget (never on an unlimited plan): loaded then.
const QueueStatus = loadWhenOpen<QueueView & { open: boolean }>(
  async () => (await import('../components/feedback/queue-status')).QueueStatus,
);

const HeaderQueueStatus = ({ client }: { client: ApiClient }) => {
  const { queued, nextAt } = useQueue(client);
  return <QueueStatus open={queued > 0} queued={queued} nextAt={nextAt} />;
};

const HeaderRateLimitNotice = ({ client }: { client: ApiClient }) => (
  <RateLimitNotice resetAt={useQueue(client).blockedUntil} />
);

const QueuedPageSkeleton = ({ client }: { client: ApiClient }) => (
  <PageSkeleton loadsAt={useQueue(client).nextAt} />
);

/** The progress bar, rendering by itself as requests start and end. */
const LoadProgress = () => {
  const navigation = useNavigation();
  const isFetching = useIsFetching() > 0;
  const isMutating = useIsMutating() > 0;
  return <ProgressBar isActive={navigation.state !== 'idle' || isFetching || isMutating} />;
};

/** Moves focus to the new page's heading after a navigation, so screen readers announce it. */
const useFocusOnNavigate = () => {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    // Once the new page has been drawn: focusing before would make the browser lay the whole
    // page out inside this task, one long task with React's.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const heading = document.querySelector<HTMLElement>('main [data-page-heading], main h1');
        heading?.focus({ preventScroll: false });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname]);
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
  }`;

/**
 * The language menu in the header (wide screens): its label only for screen readers below
 * 1024 px, and its rare "could not be loaded" under the header rather than inside it.
 */
const HEADER_LANGUAGE =
  'relative max-lg:[&>label]:sr-only [&>p]:absolute [&>p]:end-0 [&>p]:top-full [&>p]:mt-2 [&>p]:w-72 [&>p]:rounded-md [&>p]:border [&>p]:border-amber-300 [&>p]:bg-white [&>p]:p-3 [&>p]:shadow-lg dark:[&>p]:border-amber-700 dark:[&>p]:bg-gray-900';

/** The signed-in frame: skip link, header with the budget meter, navigation, main, progress. */
export const AppShell = ({
  nav,
  actions,
  session,
  onPageShown,
  applyDataChange,
}: AppShellProps) => {
  const t = useT();
  const current = useSyncExternalStore(session.subscribe, session.get, session.get);
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const { signOut, signOutNames } = useAccountActions();
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useFocusOnNavigate();
  useEffect(onPageShown, [onPageShown, location.pathname, location.search]);

  // Close the phone menu after each navigation.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setIsMenuOpen(false);
  }

  // Escape closes the phone menu and puts focus back on its button.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  if (!current) return <Navigate to="/sign-in" replace />;

  const prefetchNav = (entry: NavEntry) =>
    void entry.prefetch?.(current.client, prefetchPage(queryClient, current.client));

  return (
    // Another account shown: every page and panel starts again with its data (see
    // docs/decisions/0034-accounts-in-one-tab.md).
    // Messages stay across it: "Signed out of A. You are now in B." is told once B is shown. The
    // header shows them (`ToastRegion`), so they cover none of the page's buttons.
    <ToastProvider region={false}>
      <ApiClientContext.Provider key={current.scope ?? ''} value={current.client}>
        <ExportButtonContext.Provider value={exportButton}>
          <DataChangeContext.Provider value={applyDataChange}>
            <JobsProvider>
              <SignedInFormAids>
                <CampaignMembership />
                <LoadProgress />
                <a
                  href="#main"
                  className="sr-only z-50 rounded-md bg-white px-4 py-2 print:hidden font-medium text-brand-800 focus:not-sr-only focus:fixed focus:start-2 focus:top-2 dark:bg-gray-900 dark:text-brand-200"
                >
                  {t({ defaultMessage: 'Skip to main content' })}
                </a>
                <div className="flex min-h-dvh flex-col">
                  <header className="sticky top-0 z-40 print:hidden border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
                    <div className="flex h-14 items-center gap-3 px-4">
                      <button
                        ref={menuButton}
                        type="button"
                        className="-ms-2 rounded-md p-2 text-gray-700 hover:bg-gray-100 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
                        aria-expanded={isMenuOpen}
                        aria-controls="main-nav"
                        onClick={() => setIsMenuOpen((open) => !open)}
                      >
                        <Icon
                          path="M3 5h14a1 1 0 1 0 0-2H3a1 1 0 0 0 0 2Zm14 4H3a1 1 0 0 0 0 2h14a1 1 0 1 0 0-2Zm0 6H3a1 1 0 0 0 0 2h14a1 1 0 1 0 0-2Z"
                          className="size-6"
                        />
                        <span className="sr-only">
                          {t({
                            defaultMessage: 'Menu',
                            description: 'the button that opens the navigation on phones',
                          })}
                        </span>
                      </button>
                      <NavLink
                        to={FIRST_PAGE}
                        className="text-lg font-bold tracking-tight text-brand-700 dark:text-brand-300"
                      >
                        Linkdeck
                      </NavLink>
                      <div className="ms-auto flex min-w-0 items-center gap-3">
                        <ShellCommands nav={nav} actions={actions} />
                        {/* Each account has its own queue and budget: the header shows the shown account's. */}
                        <HeaderQueueStatus client={current.client} />
                        <BudgetMeter source={current.client.budget} />
                        {/* Phones have it in the menu (below): their header has no room for it. */}
                        <LanguageMenu className={`${HEADER_LANGUAGE} max-md:hidden`} />
                        <AccountMenu shown={current} />
                        <JobsButtonSlot />
                        <SignOutButton names={signOutNames} onSignOut={signOut} />
                      </div>
                    </div>
                    <HeaderRateLimitNotice client={current.client} />
                    <JobsNoticeSlot />
                    <ConnectionNotice />
                    <InstalledApp />
                    <ToastRegion placement="header" />
                  </header>
                  <div className="flex flex-1">
                    <nav
                      id="main-nav"
                      aria-label={t({ defaultMessage: 'Main', description: 'the main navigation' })}
                      className={`${isMenuOpen ? 'block' : 'hidden'} print:hidden fixed inset-x-0 top-14 z-30 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-gray-200 bg-white p-3 shadow-lg md:static md:block md:max-h-none md:w-56 md:shrink-0 md:overflow-visible md:border-e md:border-b-0 md:shadow-none dark:border-gray-800 dark:bg-gray-900`}
                    >
                      <ul className="space-y-1 md:sticky md:top-[4.25rem]">
                        {nav.map((entry) => (
                          <li key={entry.to}>
                            <NavLink
                              to={entry.to}
                              className={navLinkClass}
                              onPointerEnter={() => prefetchNav(entry)}
                              onFocus={() => prefetchNav(entry)}
                            >
                              {t(entry.label)}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                      <LanguageMenu className="mt-3 border-t border-gray-200 px-3 pt-3 md:hidden dark:border-gray-800" />
                    </nav>
                    <main
                      id="main"
                      tabIndex={-1}
                      aria-busy={navigation.state === 'loading' || undefined}
                      className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 print:p-0"
                    >
                      <div className="mx-auto max-w-6xl">
                        {/* A new boundary per page: a page whose data waits for the budget opens at once. */}
                        <Suspense
                          key={location.pathname}
                          fallback={<QueuedPageSkeleton client={current.client} />}
                        >
                          <Outlet />
                        </Suspense>
                      </div>
                    </main>
                  </div>
                </div>
              </SignedInFormAids>
            </JobsProvider>
          </DataChangeContext.Provider>
        </ExportButtonContext.Provider>
      </ApiClientContext.Provider>
    </ToastProvider>
  );
};
