import { useSuspenseQuery } from '@tanstack/react-query';
import type { Account } from '../../api/account';
import { useToast } from '../../components/feedback/toast';
import { Card } from '../../components/layout/card';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { SafeLink } from '../../components/ui/safe-link';
import { DateTime } from '../../components/ui/date-time';
import { isSameOrigin } from '../../lib/safe-url';
import { account as accountResource } from '../../resources/account';
import { useResourceMutation } from '../../resources/define-resource';
import { useApiClient } from '../../resources/session';
import { AccountForm } from './account-form';
import { KeepDeviceData } from './keep-device-data';
import { AccountNaming } from './account-naming';
import { useT } from '../../components/i18n/use-t';
import type { Translate } from '../../lib/i18n';

const initialsOf = (account: Account) => {
  const source = account.username || account.email || '?';
  const parts = source.split(/[\s._@-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
};

/**
 * The avatar is loaded only from the dashboard's own origin: an avatar on another host
 * (often a gravatar) would be a third-party request that tells that host who opened the
 * dashboard and when (docs/decisions/0005-no-third-party-requests.md). Initials stand in.
 */
const Avatar = ({ account }: { account: Account }) =>
  account.avatar && isSameOrigin(account.avatar) ? (
    <img
      src={account.avatar}
      alt=""
      className="size-16 rounded-full object-cover"
      referrerPolicy="no-referrer"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
    >
      {initialsOf(account)}
    </span>
  );

const unknown = (t: Translate) =>
  t({ defaultMessage: 'Unknown', description: 'a plan or a date the service does not say' });

/** The plans Linkdeck knows by name; another plan is shown as the service names it. */
const planLabel = (t: Translate, status: string) => {
  const value = status.trim().toLowerCase();
  if (value === 'pro') return t({ defaultMessage: 'Pro', description: 'the paid plan' });
  if (value === 'free') return t({ defaultMessage: 'Free', description: 'the free plan' });
  return status || unknown(t);
};

export const AccountPage = () => {
  const t = useT();
  const client = useApiClient();
  const pageQuery = useSuspenseQuery(accountResource.queries.detail(client));
  const { data: account } = pageQuery;
  const updateAccount = useResourceMutation(accountResource.mutations.update);
  const toast = useToast();

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title={t({ defaultMessage: 'Account', description: 'the Account page' })}
        description={t({
          defaultMessage: 'Your plan and sign-in details on this link-management service.',
        })}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t({ defaultMessage: 'Profile and plan' })} id="account-profile-title">
          <div className="mb-5 flex items-center gap-4">
            <Avatar account={account} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{account.username || account.email}</p>
              <p className="truncate text-sm text-gray-700 dark:text-gray-300">{account.email}</p>
            </div>
          </div>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="font-medium text-gray-700 dark:text-gray-300">
              {t({ defaultMessage: 'Plan', description: 'the account’s subscription plan' })}
            </dt>
            <dd>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                {planLabel(t, account.status)}
              </span>
            </dd>
            <dt className="font-medium text-gray-700 dark:text-gray-300">
              {t({ defaultMessage: 'Plan expires' })}
            </dt>
            <dd>
              {account.expires ? (
                <DateTime value={account.expires} />
              ) : (
                t({ defaultMessage: 'Never', description: 'the plan does not expire' })
              )}
            </dd>
            <dt className="font-medium text-gray-700 dark:text-gray-300">
              {t({ defaultMessage: 'Member since' })}
            </dt>
            <dd>{account.registered ? <DateTime value={account.registered} /> : unknown(t)}</dd>
            <dt className="font-medium text-gray-700 dark:text-gray-300">
              {t({ defaultMessage: 'Username' })}
            </dt>
            <dd className="break-all">{account.username || '—'}</dd>
            {account.avatar && !isSameOrigin(account.avatar) && (
              <>
                <dt className="font-medium text-gray-700 dark:text-gray-300">
                  {t({ defaultMessage: 'Avatar', description: 'the account’s profile picture' })}
                </dt>
                <dd>
                  <SafeLink href={account.avatar}>
                    {t({ defaultMessage: 'Open the avatar image' })}
                  </SafeLink>
                </dd>
              </>
            )}
          </dl>
        </Card>
        <Card title={t({ defaultMessage: 'Change email or password' })} id="account-form-title">
          <AccountForm
            currentEmail={account.email}
            onSubmit={async (input) => {
              await updateAccount.mutateAsync(input);
              toast.success(
                input.email && input.password
                  ? t({ defaultMessage: 'Email and password changed.' })
                  : input.email
                    ? t({ defaultMessage: 'Email changed.' })
                    : t({ defaultMessage: 'Password changed.' }),
              );
            }}
          />
        </Card>
        <Card
          title={t({ defaultMessage: 'Name and colour on this device' })}
          id="account-naming-title"
        >
          <AccountNaming email={account.email} />
        </Card>
        <Card
          title={t({ defaultMessage: 'This device', description: 'a section of the Account page' })}
          id="account-device-title"
        >
          <KeepDeviceData />
        </Card>
      </div>
    </>
  );
};
