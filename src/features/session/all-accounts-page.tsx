import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { describeError, isAuthError } from '../../api/errors';
import type { Page } from '../../api/envelope';
import type { ApiClient } from '../../api/http';
import { PageHeader } from '../../components/layout/page-header';
import { DataTable, type Column } from '../../components/ui/table';
import { links } from '../../resources/links';
import { qrCodes } from '../../resources/qr-codes';
import { useSessionStore } from '../../resources/session';
import { AccountMark } from '../../components/ui/account-mark';
import { useAccountLabel } from '../../resources/account-labels';
import { accountDetail, accountFullName, accountTitle, ALL_ACCOUNTS } from './account-name';
import { useAccountActions } from './use-account-actions';
import { useT } from '../../components/i18n/use-t';
import type { Translate } from '../../lib/i18n';
import { tabAccountsOf, type TabAccount, type TabAccounts } from './tab-accounts';
import { formatCount } from '../../lib/format-date';

type Counted = Page<{ clicks?: number; scans?: number }>;
type TotalsQuery = UseQueryOptions<Counted>;

/** The most items one list request may count (as the overview reads them). */
const PAGE_SIZE = 100;
const BACKGROUND = { priority: 'background' } as const;

/**
 * The lists an account's totals come from, read with that account's own client (its own queue
 * and budget), in the background. The shown account's are its overview's own queries; another
 * account's are keyed under its scope and kept in that account's own device store, wiped with
 * it, never in the shown account's (see docs/decisions/0034-accounts-in-one-tab.md). Both cost 0
 * requests while fresh.
 */
const totalsQueries = (account: TabAccount, client: ApiClient, page: number): TotalsQuery[] => {
  const queries = [
    links.queries.list(client, { page, limit: PAGE_SIZE, q: '', order: 'click' }),
    qrCodes.queries.list(client, { page, limit: PAGE_SIZE }),
  ] as const;
  return queries.map(
    (query) =>
      (account.isShown
        ? { ...query, meta: BACKGROUND }
        : {
            ...query,
            queryKey: ['other-account', account.scope, ...query.queryKey],
            meta: { ...BACKGROUND, otherAccount: account.scope },
          }) as unknown as TotalsQuery,
  );
};

interface Totals {
  clicks: number;
  scans: number;
  links: number;
  qrCodes: number;
}

interface Row {
  /** None: the total row. */
  account: TabAccount | null;
  totals?: Totals;
  error?: string;
}

const LINKS = 0;
const QR = 1;

/** Every account's totals: the first page of each list, then the rest where there are more. */
const useTotals = (list: TabAccount[], accounts: TabAccounts): Row[] => {
  const withClient = list.flatMap((account) => {
    const client = accounts.clientOf(account.scope);
    return client ? [{ account, client }] : [];
  });
  const first = useQueries({
    queries: withClient.flatMap(({ account, client }) => totalsQueries(account, client, 1)),
  });
  const later = withClient.flatMap(({ account, client }, at) =>
    [LINKS, QR].flatMap((kind) => {
      const max = (first[at * 2 + kind]?.data as Counted | undefined)?.maxPage ?? 1;
      return Array.from({ length: Math.max(0, max - 1) }, (_, i) => ({
        scope: account.scope,
        kind,
        query: totalsQueries(account, client, i + 2)[kind]!,
      }));
    }),
  );
  const rest = useQueries({ queries: later.map((entry) => entry.query) });

  return withClient.map(({ account }, at) => {
    const own = [
      first[at * 2]!,
      first[at * 2 + 1]!,
      ...rest.filter((_, i) => later[i]!.scope === account.scope),
    ];
    const failed = own.find((query) => query.error)?.error;
    if (failed) {
      // Another account's key that stopped working signs that account out, and only it.
      if (isAuthError(failed) && !account.isShown)
        queueMicrotask(() => accounts.signOut(account.scope));
      return { account, error: describeError(failed) };
    }
    if (own.some((query) => query.data === undefined)) return { account };
    const pagesOf = (kind: number) => [
      first[at * 2 + kind]!.data as Counted,
      ...rest
        .filter((_, i) => later[i]!.scope === account.scope && later[i]!.kind === kind)
        .map((query) => query.data as Counted),
    ];
    const add = (pages: Counted[], count: (item: Counted['items'][number]) => number) =>
      pages.reduce((sum, page) => sum + page.items.reduce((s, item) => s + count(item), 0), 0);
    return {
      account,
      totals: {
        clicks: add(pagesOf(LINKS), (link) => link.clicks ?? 0),
        scans: add(pagesOf(QR), (qr) => qr.scans ?? 0),
        links: pagesOf(LINKS)[0]!.total,
        qrCodes: pagesOf(QR)[0]!.total,
      },
    };
  });
};

/** The total row: every account's figures added up, once each is known (failed ones left out). */
const sumOf = (rows: Row[]): Row => {
  const counted = rows.filter((row) => !row.error);
  if (counted.some((row) => !row.totals)) return { account: null };
  const add = (of: keyof Totals) => counted.reduce((sum, row) => sum + row.totals![of], 0);
  return {
    account: null,
    totals: {
      clicks: add('clicks'),
      scans: add('scans'),
      links: add('links'),
      qrCodes: add('qrCodes'),
    },
  };
};

const figure = (value: number | undefined) => (value === undefined ? '…' : formatCount(value));

/** A column of totals (its words in the language shown: built on each render). */
const total = (header: string, of: (totals: Totals) => number): Column<Row> => ({
  header,
  cell: (row) => (row.error ? '' : figure(row.totals && of(row.totals))),
});

/** The account's mark, name, email and host; another account's is the button that shows it. */
const AccountCell = ({ account, onSwitch }: { account: TabAccount; onSwitch: () => void }) => {
  const t = useT();
  const label = useAccountLabel(account.scope);
  const title = accountTitle(account, label);
  const where = accountDetail(account, label);
  const name = (
    <span className="flex items-start gap-2 text-start">
      <AccountMark colour={label.colour} className="mt-1.5 size-3" />
      <span className="min-w-0 wrap-anywhere">
        <span dir="auto" className="block font-medium">
          {title}
        </span>
        {where && (
          <span dir="auto" className="block text-xs text-gray-700 dark:text-gray-300">
            {where}
          </span>
        )}
      </span>
    </span>
  );
  if (account.isShown)
    return (
      <>
        {name}
        <span className="ms-5 text-xs text-gray-600 dark:text-gray-400">
          {t({ defaultMessage: '(shown)', description: 'the account shown now' })}
        </span>
      </>
    );
  return (
    <button
      type="button"
      aria-label={t(
        {
          defaultMessage: 'Switch to {account}',
          description: 'account: a name, an email and a host',
        },
        { account: accountFullName(account, label) },
      )}
      className="-mx-2 -my-1 rounded-md px-2 py-1 text-brand-700 hover:underline dark:text-brand-300"
      onClick={onSwitch}
    >
      {name}
    </button>
  );
};

const columnsOf = (t: Translate, switchTo: (scope: string) => void): Column<Row>[] => [
  {
    header: t({ defaultMessage: 'Account', description: 'a column header: the account' }),
    cell: (row) =>
      row.account ? (
        <AccountCell account={row.account} onSwitch={() => switchTo(row.account!.scope)} />
      ) : (
        t({ defaultMessage: 'Total', description: 'the row that adds up every account' })
      ),
  },
  {
    header: t({ defaultMessage: 'Clicks', description: 'a column header: the number of clicks' }),
    cell: (row) => row.error ?? figure(row.totals?.clicks),
  },
  total(
    t({ defaultMessage: 'Scans', description: 'a column header: the number of scans' }),
    (totals) => totals.scans,
  ),
  total(
    t({ defaultMessage: 'Links', description: 'a column header: the number of links' }),
    (totals) => totals.links,
  ),
  total(
    t({ defaultMessage: 'QR codes', description: 'a column header: the number of QR codes' }),
    (totals) => totals.qrCodes,
  ),
];

/**
 * "All accounts": each account signed in in this tab, its totals side by side. Each
 * is paid from that account's own budget, in the background; cached data costs nothing.
 */
export const AllAccountsPage = () => {
  const t = useT();
  const accounts = tabAccountsOf(useSessionStore());
  const list = useSyncExternalStore(accounts.subscribe, accounts.list, accounts.list);
  const rows = useTotals(list, accounts);
  const { switchTo } = useAccountActions();
  const switchToAccount = (scope: string) => void switchTo(scope);
  return (
    <>
      <PageHeader
        title={t(ALL_ACCOUNTS)}
        description={t({
          defaultMessage:
            "Totals of every account signed in in this tab. Each account's requests come from its own budget, in the background.",
        })}
      />
      <DataTable
        caption={t({ defaultMessage: 'Totals by account' })}
        columns={columnsOf(t, switchToAccount)}
        rows={rows}
        rowKey={(row) => row.account?.scope ?? ''}
        onRowClick={(row) => {
          if (row.account && !row.account.isShown) switchToAccount(row.account.scope);
        }}
        footer={sumOf(rows)}
      />
    </>
  );
};
