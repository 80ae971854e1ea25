import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App, createApp } from '../app/create-app';
import { TEST_API_KEY } from '../api/testing';

export const TEST_BASE_URL = 'https://go.example.com';
export const TEST_ACCOUNT_ID = 1;

/**
 * Renders the whole app (real router, query client, session and pages) at `path`, with the
 * network replaced only by the fake `fetch` given to the API client.
 */
export const renderApp = ({
  path = '/',
  fetch,
  isSignedIn = false,
}: {
  path?: string;
  fetch: typeof globalThis.fetch;
  isSignedIn?: boolean;
}) => {
  if (isSignedIn)
    sessionStorage.setItem(
      'linkdeck.session',
      JSON.stringify({ baseUrl: TEST_BASE_URL, apiKey: TEST_API_KEY, accountId: TEST_ACCOUNT_ID }),
    );
  const app = createApp({
    fetch,
    storage: sessionStorage,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  const view = render(<App app={app} />);
  return { user: userEvent.setup(), app, ...view };
};
