import { useSuspenseQuery } from '@tanstack/react-query';
import type { Domain } from '../../api/domains';
import { useToast } from '../../components/feedback/toast';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirmedDelete } from '../../components/ui/confirmed-delete';
import { CopyButton } from '../../components/ui/copy-button';
import {
  Dialog,
  lazyWithPreload,
  preloadOn,
  useDialog,
  createTarget,
} from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedTable } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import { SafeLink } from '../../components/ui/safe-link';
import { actionsColumn, RowActions, type Column } from '../../components/ui/table';
import { useApiClient } from '../route-context';
import {
  domainQueries,
  useCreateDomain,
  useDeleteDomain,
  useUpdateDomain,
} from './domains-queries';

const DomainForm = lazyWithPreload(async () => (await import('./domain-form')).DomainForm);

type EditableDomain = Domain & { id: number };

const Redirect = ({ url }: { url: string }) =>
  url ? <SafeLink href={url} /> : <span className="text-gray-600 dark:text-gray-400">Not set</span>;

export const DomainsPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const pageQuery = useSuspenseQuery(domainQueries.list(client, { page, limit }));
  const { data } = pageQuery;
  const toast = useToast();

  const createDomain = useCreateDomain();
  const updateDomain = useUpdateDomain();
  const adding = useDialog();
  const editing = useDialog<EditableDomain>();
  const edited = editing.item;
  const deleting = useConfirmedDelete(useDeleteDomain(), {
    deletedMessage: (domain: EditableDomain) => `Domain ${domain.domain} deleted.`,
    rowsOnPage: data.items.length,
  });

  const addButton = (label: string) => (
    <Button
      variant="primary"
      onClick={() => adding.open()}
      {...preloadOn(DomainForm)}
      {...createTarget}
    >
      {label}
    </Button>
  );

  const columns: Column<Domain>[] = [
    {
      header: 'Domain',
      cell: (domain) => (
        <div className="flex flex-wrap items-center gap-2">
          <SafeLink href={domain.domain} className="font-medium" />
          {domain.id === null && (
            <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
              System domain
            </span>
          )}
        </div>
      ),
    },
    { header: 'Root redirect', cell: (domain) => <Redirect url={domain.redirectroot} /> },
    { header: '404 redirect', cell: (domain) => <Redirect url={domain.redirect404} /> },
    actionsColumn((domain) => {
      if (domain.id === null)
        return (
          <span className="text-xs text-gray-600 dark:text-gray-400">Managed by the service</span>
        );
      const editable = domain as EditableDomain;
      return (
        <RowActions
          name={domain.domain}
          onEdit={() => editing.open(editable)}
          editLabel={`Edit redirects of ${domain.domain}`}
          editProps={preloadOn(DomainForm)}
          onDelete={() => deleting.ask(editable)}
        >
          <CopyButton value={domain.domain} label={`Copy ${domain.domain}`} />
        </RowActions>
      );
    }),
  ];

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title="Branded domains"
        description="Your own domains for short links, with where their home page and unknown links redirect."
        actions={addButton('Add domain')}
      />

      <PagedTable
        caption="Branded domains"
        columns={columns}
        rows={data.items}
        rowKey={(domain, index) => domain.id ?? `system-${index}-${domain.domain}`}
        page={page}
        limit={limit}
        maxPage={data.maxPage}
        total={data.total}
        noun="domains"
        empty={
          <EmptyState title="No branded domains yet" action={addButton('Add your first domain')}>
            <p>
              A branded domain makes your short links use your own address, like
              go.example.com/offer. Point the domain's DNS at the link service first, then add it
              here.
            </p>
          </EmptyState>
        }
      />

      <Dialog {...adding.props} title="Add a branded domain">
        <DomainForm
          mode="create"
          onCancel={adding.close}
          onSubmit={async (input) => {
            await createDomain.mutateAsync(input);
            toast.success(`Domain ${input.domain} added.`);
            adding.close();
          }}
        />
      </Dialog>

      <Dialog {...editing.props} title="Edit redirects">
        {edited && (
          <DomainForm
            mode="edit"
            domain={edited.domain}
            defaultValues={{ redirectroot: edited.redirectroot, redirect404: edited.redirect404 }}
            onCancel={editing.close}
            onSubmit={async (input) => {
              await updateDomain.mutateAsync({ id: edited.id, input });
              toast.success(`Redirects of ${edited.domain} saved.`);
              editing.close();
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...deleting.dialogProps}
        title="Delete this domain?"
        confirmLabel="Delete domain"
      >
        <p>
          <span className="font-medium break-all">{deleting.item?.domain}</span> will be removed
          from your account. Short links on it stop working with this domain.
        </p>
      </ConfirmDialog>
    </>
  );
};
