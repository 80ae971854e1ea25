import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useMatches,
  useRouteError,
  type UIMatch,
} from 'react-router';
import type { NotFoundHandle } from './route-context';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  describeError,
  isApiError,
  isAuthError,
  isNetworkError,
  isNotFoundError,
  isRateLimitError,
  isResponseFormatError,
} from '../api/errors';
import { Button, ButtonLink } from '../components/ui/button';
import { useIsOnline } from '../components/feedback/connection';
import { ErrorPanel } from '../components/feedback/error-panel';
import { useCountdown } from '../components/feedback/use-countdown';
import { useDocumentTitle } from '../components/layout/page-header';
import { formatSeconds } from '../lib/format-date';
import { useT } from '../components/i18n/use-t';
import { defineMessage, type Message } from '../lib/i18n';
import { GO_TO_YOUR_LINKS, PAGE_NOT_FOUND } from './not-found-page';

/**
 * Loads the failed page again by navigating to its own address, which re-runs its loaders.
 * Not useRevalidator: React Router's error boundary keeps its error unless it renders the
 * revalidation's "loading" state, which a fast answer skips, so the panel stayed up although
 * the data had arrived (seen in e2e/resilience-bad-responses.spec.ts).
 */
const useLoadAgain = () => {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  return {
    isLoading: navigation.state === 'loading',
    loadAgain: () => void navigate({ pathname, search, hash }, { replace: true, state }),
  };
};

const TryAgain = () => {
  const t = useT();
  const { isLoading, loadAgain } = useLoadAgain();
  return (
    <Button
      variant="primary"
      isPending={isLoading}
      pendingLabel={t({ defaultMessage: 'Trying again…' })}
      onClick={loadAgain}
    >
      {t({ defaultMessage: 'Try again' })}
    </Button>
  );
};

const LOADS_BY_ITSELF_IN = defineMessage({
  defaultMessage:
    'The API allows only so many requests per minute and this page has to wait. It loads by itself in {time}.',
  description: 'time: a short duration, like 45 s',
});

/**
 * Offline, a page never opened on this device has nothing kept to show: a calm note instead of
 * a failure, and the page loads by itself once the browser is back online.
 */
const NotKeptOffline = () => {
  const t = useT();
  const isOnline = useIsOnline();
  const { loadAgain } = useLoadAgain();
  const onBack = useEffectEvent(loadAgain);
  useEffect(() => {
    if (isOnline) onBack();
  }, [isOnline]);
  return (
    <ErrorPanel title={t({ defaultMessage: 'Not on this device yet' })} tone="info">
      <p role="status">
        {t({
          defaultMessage:
            'This page has not been opened on this device yet; it will load when you are back online.',
        })}
      </p>
    </ErrorPanel>
  );
};

const RateLimited = ({ resetAt }: { resetAt: number }) => {
  const t = useT();
  const { isLoading, loadAgain } = useLoadAgain();
  const secondsLeft = useCountdown(resetAt);
  const isDue = secondsLeft === 0 && !isLoading;
  const onDue = useEffectEvent(loadAgain);
  useEffect(() => {
    if (isDue) onDue();
  }, [isDue]);
  return (
    <ErrorPanel
      title={t({ defaultMessage: 'Waiting for the request limit' })}
      tone="warning"
      actions={<TryAgain />}
    >
      <p role="status">{t(LOADS_BY_ITSELF_IN, { time: formatSeconds(secondsLeft) })}</p>
    </ErrorPanel>
  );
};

/** A failure that loading again may cure: its title, and what it means for the user's work. */
const retryableFailure = (error: unknown): { title: Message; hint?: Message } | undefined => {
  if (isNetworkError(error))
    return {
      title: defineMessage({ defaultMessage: 'Cannot reach the server' }),
      hint: defineMessage({
        defaultMessage: 'Nothing was lost: the page loads again as soon as the server answers.',
      }),
    };
  if (isResponseFormatError(error))
    return {
      title: defineMessage({ defaultMessage: 'The server sent something unexpected' }),
      hint: defineMessage({
        defaultMessage: 'The rest of the dashboard keeps working; you can use the navigation.',
      }),
    };
  if (isApiError(error))
    return { title: defineMessage({ defaultMessage: 'The server could not load this page' }) };
  return undefined;
};

/** What the deepest matched route says about a missing item, if it says anything. */
const notFoundHandle = (matches: UIMatch[]): NotFoundHandle['notFound'] | undefined => {
  const handle = matches.at(-1)?.handle as Partial<NotFoundHandle> | undefined;
  return handle?.notFound;
};

/**
 * The error boundary of every route. It tells apart the failures a user can act on
 * differently and offers the next step for each; it never shows a stack trace.
 */
export const RouteError = () => {
  const t = useT();
  const error = useRouteError();
  const matches = useMatches();
  const isOnline = useIsOnline();
  // The failure seen offline keeps its calm note while the page loads again once back online;
  // a new failure after that is told as it is.
  const [offlineError, setOfflineError] = useState<unknown>(isOnline ? null : error);
  if (!isOnline && offlineError !== error) setOfflineError(error);
  useDocumentTitle(t({ defaultMessage: 'Problem', description: 'the title of an error page' }));

  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <ErrorPanel
        title={t(PAGE_NOT_FOUND)}
        tone="info"
        actions={<ButtonLink to="/links">{t(GO_TO_YOUR_LINKS)}</ButtonLink>}
      >
        <p>
          {t({
            defaultMessage:
              'There is no page at this address. Use the navigation to find what you were looking for.',
          })}
        </p>
      </ErrorPanel>
    );
  if (isAuthError(error))
    return (
      <ErrorPanel
        title={t({ defaultMessage: 'Your session has ended' })}
        actions={
          <ButtonLink variant="primary" to="/sign-in">
            {t({ defaultMessage: 'Sign in again' })}
          </ButtonLink>
        }
      >
        <p>{describeError(error)}</p>
      </ErrorPanel>
    );
  const missing = notFoundHandle(matches);
  if (isNotFoundError(error) && missing && !error.isWebPage)
    return (
      <ErrorPanel
        title={t(missing.title)}
        tone="info"
        actions={<ButtonLink to={missing.back.to}>{t(missing.back.label)}</ButtonLink>}
      >
        <p>{t(missing.message)}</p>
      </ErrorPanel>
    );
  if (isNotFoundError(error))
    return (
      <ErrorPanel
        title={
          error.isWebPage
            ? t({ defaultMessage: 'The API address answered with a web page' })
            : t({ defaultMessage: 'Not found', description: 'the title of an error page' })
        }
        tone="info"
        actions={<ButtonLink to="..">{t({ defaultMessage: 'Back to the list' })}</ButtonLink>}
      >
        <p>{describeError(error)}</p>
      </ErrorPanel>
    );
  if (isRateLimitError(error)) return <RateLimited resetAt={error.resetAt} />;
  if (isNetworkError(error) && (!isOnline || offlineError === error)) return <NotKeptOffline />;
  const retryable = retryableFailure(error);
  if (retryable)
    return (
      <ErrorPanel title={t(retryable.title)} actions={<TryAgain />}>
        <p>{describeError(error)}</p>
        {retryable.hint && <p>{t(retryable.hint)}</p>}
      </ErrorPanel>
    );
  return (
    <ErrorPanel
      title={t({ defaultMessage: 'Something went wrong' })}
      actions={
        <>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t({ defaultMessage: 'Reload the page' })}
          </Button>
          <Link to="/links" className="self-center text-sm underline">
            {t(GO_TO_YOUR_LINKS)}
          </Link>
        </>
      }
    >
      <p>
        {t({
          defaultMessage:
            'This page ran into a problem. Reloading usually helps; your data on the server is safe.',
        })}
      </p>
    </ErrorPanel>
  );
};
