import { redirect } from 'react-router';
import { FIRST_PAGE, type Feature } from '../route-context';
import type { SignInNotice } from './session-store';

export interface SignInLoaderData {
  notice: SignInNotice | null;
  defaultBaseUrl: string;
}

export const sessionFeature: Feature = {
  routes: () => [],
  publicRoutes: ({ session }) => [
    {
      path: '/sign-in',
      loader: (): SignInLoaderData | Response => {
        if (session.get()) return redirect(session.takeReturnPath() ?? FIRST_PAGE);
        return {
          notice: session.readNotice(),
          defaultBaseUrl: session.lastBaseUrl() ?? window.location.origin,
        };
      },
      lazy: async () => ({ Component: (await import('./sign-in-page')).SignInPage }),
    },
  ],
};
