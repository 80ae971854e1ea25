import { useLayoutEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import {
  describeError,
  isAuthError,
  isNetworkError,
  isNotFoundError,
  isRateLimitError,
  isResponseFormatError,
} from '../../api/errors';
import { httpUrl, urlPart } from '../../api/fields';
import { CheckboxField } from '../../components/form/checkbox-field';
import { PlainForm, usePlainForm } from '../../components/form/plain-form';
import { PasswordField, UrlField } from '../../components/form/text-field';
import { useDocumentTitle } from '../../components/layout/page-header';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { LanguageMenu } from '../../components/ui/language-menu';
import { defineMessage, t } from '../../lib/i18n';
import { readStaticForm } from '../../lib/first-paint';
import { FIRST_PAGE } from '../../resources/paths';
import {
  keepDeviceDataWords,
  useDeviceData,
  useSessionStore,
  type SignInNotice,
} from '../../resources/session';

/** What the sign-in route's loader (app/router.tsx) gives the page. */
export interface SignInLoaderData {
  notice: SignInNotice | null;
  defaultBaseUrl: string;
  /** The accounts still signed in in this tab, when there are some (loaded with the page). */
  OtherAccounts: ComponentType | null;
}

export const signInSchema = z.object({
  baseUrl: httpUrl(defineMessage({ defaultMessage: 'API address', description: 'Field name' })),
  apiKey: z
    .string()
    .check(z.trim(), z.minLength(1, { error: () => t({ defaultMessage: 'Enter your API key.' }) })),
  keepOnDevice: z.boolean(),
});

/**
 * Words for each way the key check can fail, placed on the field the user should fix.
 * Exported for the tests; the page is the only other user.
 */
export const describeSignInError = (
  error: unknown,
  baseUrl: string,
  pageOrigin = window.location.origin,
): { field: 'apiKey' | 'baseUrl' | 'root'; message: string } => {
  const host = urlPart(baseUrl, 'host');
  if (isAuthError(error))
    return {
      field: 'apiKey',
      message: t(
        {
          defaultMessage:
            "{host} did not accept this API key. Copy it again from your account's API settings on {host} and paste the whole key.",
          description: 'host: the host name of the API, like go.example.com',
        },
        { host },
      ),
    };
  if (isNetworkError(error)) {
    if (error.reason === 'timeout')
      return {
        field: 'root',
        message: t(
          {
            defaultMessage:
              '{host} took too long to answer. Check the address, then try again in a moment.',
          },
          { host },
        ),
      };
    const isOtherOrigin = (() => {
      try {
        return new URL(baseUrl).origin !== pageOrigin;
      } catch {
        return false;
      }
    })();
    return {
      field: 'baseUrl',
      message: isOtherOrigin
        ? t(
            {
              defaultMessage:
                "Cannot reach {host}. Check the address and your connection. If the API works in other tools, it probably does not allow requests from this site: host the dashboard on the API's own address or behind the proxy (see the README).",
            },
            { host },
          )
        : t(
            {
              defaultMessage:
                'Cannot reach {host}. Check the address and your connection, then try again.',
            },
            { host },
          ),
    };
  }
  if (isResponseFormatError(error) || (isNotFoundError(error) && error.isWebPage))
    return {
      field: 'baseUrl',
      message: t(
        {
          defaultMessage:
            '{host} answered with a web page, not the API. Enter the address of your link-management service itself, like https://go.example.com (without /api).',
        },
        { host },
      ),
    };
  if (isRateLimitError(error))
    return {
      field: 'root',
      message: `${describeError(error)} ${t({ defaultMessage: 'Your key is probably fine.' })}`,
    };
  return { field: 'root', message: describeError(error) };
};

type SignInOutput = z.output<typeof signInSchema>;

/** index.html carries this page's form (built from this component) until the app takes it over. */
const FORM_ID = 'sign-in';

const loadAccountApi = () => import('../../api/account');

const subscribeToNothing = () => () => {};
/**
 * False while the app takes over the static page (it has no notice, so React adopts it as it
 * is), true from then on and on every later visit. When nothing on the page `depends` on it, it
 * is true from the start: React then has no second render of the whole page to do right after
 * adopting it (a long task).
 */
const useIsTakenOver = (depends: boolean) =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => !depends,
  );

/**
 * The first page most people open: the fields, schema and messages of every other form, on the
 * plain form engine so the first visit loads no react-hook-form (docs/decisions/0036).
 */
export const SignInPage = () => {
  const t = useT();
  useDocumentTitle(t({ defaultMessage: 'Sign in', description: 'the page title and heading' }));
  const { notice, defaultBaseUrl, OtherAccounts } = useLoaderData() as SignInLoaderData;
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deviceData = useDeviceData();
  // What was typed into the static form before the app arrived is kept, and a submit is sent.
  const [staticForm] = useState(() =>
    readStaticForm(FORM_ID, {
      baseUrl: defaultBaseUrl,
      apiKey: '',
      keepOnDevice: deviceData.isKeeping(),
    }),
  );
  const form = usePlainForm(FORM_ID, signInSchema, staticForm.values);
  // Accounts signed in in this tab (adding one, or one's key stopped working) are a press away.
  const isTakenOver = useIsTakenOver(notice !== null || OtherAccounts !== null);

  const onSubmit = async ({ keepOnDevice, ...values }: SignInOutput) => {
    const client = session.createClient(values);
    try {
      // The account's API and declaration load when someone signs in (the API already when the
      // key field gets focus), not with the first page.
      const [{ getAccount }, { account: accountResource }, { tabAccountsOf }] = await Promise.all([
        loadAccountApi(),
        import('../../resources/account'),
        import('./tab-accounts'),
      ]);
      const account = await getAccount(client);
      await deviceData.setKeeping(keepOnDevice);
      // An account shown until now stays signed in in this tab (the account menu; see
      // docs/decisions/0034-accounts-in-one-tab.md).
      const { client: kept } = tabAccountsOf(session).signIn({
        baseUrl: client.baseUrl,
        apiKey: values.apiKey,
        accountId: account.id,
        email: account.email,
        client,
      });
      // The check already fetched the account: the account page opens without a request.
      queryClient.setQueryData(accountResource.queries.detail(kept).queryKey, account);
      await navigate(session.takeReturnPath() ?? FIRST_PAGE, { replace: true });
    } catch (error) {
      const { field, message } = describeSignInError(error, client.baseUrl);
      form.setError(field, message, field !== 'root');
    }
  };

  useLayoutEffect(() => {
    if (staticForm.wasSubmitted) void form.handleSubmit(onSubmit)();
    // Once, for the submit made before the app started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-2xl font-bold tracking-tight text-brand-700 dark:text-brand-300">
          Linkdeck
        </p>
        <div
          data-signed-out-only
          className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
        >
          <h1 className="text-xl font-semibold">
            {t({ defaultMessage: 'Sign in', description: 'the page title and heading' })}
          </h1>
          <p className="mt-1 mb-5 text-sm text-gray-700 dark:text-gray-300">
            {t({
              defaultMessage:
                'Use the API key from your link-management account. It is kept only in this browser tab and forgotten when you close the tab or sign out.',
            })}
          </p>
          {notice && isTakenOver && (
            <p
              role="status"
              className={`mb-4 rounded-md border p-3 text-sm ${
                notice.kind === 'expired'
                  ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
                  : 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100'
              }`}
            >
              {notice.message}
            </p>
          )}
          {/* method="dialog": a submit the app does not handle goes nowhere, so the key can never
              end up in an address (the static form, should index.html's script be missing). */}
          <PlainForm
            form={form}
            onSubmit={onSubmit}
            method="dialog"
            aria-label={t({ defaultMessage: 'Sign in', description: 'the page title and heading' })}
          >
            <UrlField
              name="baseUrl"
              label={t({ defaultMessage: 'API address' })}
              autoComplete="url"
              isRequired
              hint={t({
                defaultMessage:
                  'The address of your link-management service, like https://go.example.com.',
              })}
            />
            <PasswordField
              name="apiKey"
              label={t({ defaultMessage: 'API key' })}
              autoComplete="off"
              isRequired
              hint={t({
                defaultMessage: "Find it in your account's API settings on that service.",
              })}
              onFocus={() => void loadAccountApi()}
            />
            <CheckboxField
              name="keepOnDevice"
              defaultChecked={staticForm.values.keepOnDevice}
              {...keepDeviceDataWords(t)}
            />
            <Button
              type="submit"
              variant="primary"
              className="w-full"
              isPending={form.isSubmitting}
              pendingLabel={t({ defaultMessage: 'Checking the key…' })}
            >
              {t({ defaultMessage: 'Sign in', description: 'the button that signs in' })}
            </Button>
          </PlainForm>
          {OtherAccounts && isTakenOver && <OtherAccounts />}
        </div>
        <LanguageMenu className="mt-6 justify-center" />
      </div>
    </main>
  );
};
