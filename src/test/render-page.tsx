import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiClient } from '../api/http';
import { createQueryClient, dataChanges } from '../app/query-client';
import { ToastProvider } from '../components/feedback/toast';
import { SignedInFormAids } from '../components/form/signed-in-form-aids';
import { ApiClientContext } from '../resources/session';

/** The app's own query client (its defaults and its one mutation handler), for tests. */
export const createTestQueryClient = () => createQueryClient({ onAuthError: () => undefined });

/** How the app applies a change made outside useMutation (bulk jobs), on this query client. */
export const testDataChanges = dataChanges;

/**
 * Renders one feature page as the signed-in shell would: the app's query client, the API
 * client (usually `fakeClient(...)`, so only the network is fake), toasts, and a memory router
 * at `url` so the page's search params (pagination) are real. Run axe on `main()`.
 */
export const renderPage = (
  page: ReactElement,
  { client, url = '/' }: { client: ApiClient; url?: string },
) => {
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <main>
            <Suspense fallback={<p>Loading…</p>}>{page}</Suspense>
          </main>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>
        <ToastProvider>
          <SignedInFormAids>
            <RouterProvider router={router} />
          </SignedInFormAids>
        </ToastProvider>
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  /** The page itself, as the shell's <main> holds it (toasts live outside, as in the app). */
  const main = () => view.container.querySelector('main') as HTMLElement;
  return { user, router, queryClient, main, ...view };
};
