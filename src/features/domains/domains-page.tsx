import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Domain } from '../../api/domains';
import { describeError } from '../../api/errors';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyButton } from '../../components/ui/copy-button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination, usePageParams } from '../../components/ui/pagination';
import { SafeLink } from '../../components/ui/safe-link';
import { DataTable, type Column } from '../../components/ui/table';
import { useApiClient } from '../route-context';
import { DomainForm } from './domain-form';
import {
  domainQueries,
  useCreateDomain,
  useDeleteDomain,
  useUpdateDomain,
} from './domains-queries';

type EditableDomain = Domain & { id: number };

const Redirect = ({ url }: { url: string }) =>
  url ? <SafeLink href={url} /> : <span className="text-gray-600 dark:text-gray-400">Not set</span>;

export const DomainsPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const { data } = useSuspenseQuery(domainQueries.list(client, { page, limit }));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();

  const createDomain = useCreateDomain();
  const updateDomain = useUpdateDomain();
  const deleteDomain = useDeleteDomain();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<EditableDomain | null>(null);
  const [deleting, setDeleting] = useState<EditableDomain | null>(null);

  const openAdd = () => setIsAdding(true);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteDomain.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Domain ${deleting.domain} deleted.`);
        setDeleting(null);
        // Deleting the last row of a later page would leave an empty page: step back one.
        if (data.items.length === 1 && page > 1) {
          const next = new URLSearchParams(searchParams);
          next.set('page', String(page - 1));
          void navigate(`?${next.toString()}`, { replace: true });
        }
      },
    });
  };

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
    {
      header: 'Actions',
      isHeaderHidden: true,
      className: 'text-right',
      cell: (domain) => {
        if (domain.id === null)
          return (
            <span className="text-xs text-gray-600 dark:text-gray-400">Managed by the service</span>
          );
        const editable = domain as EditableDomain;
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <CopyButton value={domain.domain} label={`Copy ${domain.domain}`} />
            <Button
              size="sm"
              onClick={() => setEditing(editable)}
              aria-label={`Edit redirects of ${domain.domain}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 dark:text-red-300"
              onClick={() => {
                deleteDomain.reset();
                setDeleting(editable);
              }}
              aria-label={`Delete ${domain.domain}`}
            >
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  const isPastEnd = data.items.length === 0 && page > 1;

  return (
    <>
      <PageHeader
        title="Branded domains"
        description="Your own domains for short links, with where their home page and unknown links redirect."
        actions={
          <Button variant="primary" onClick={openAdd}>
            Add domain
          </Button>
        }
      />

      {isPastEnd ? (
        <EmptyState
          title="This page is empty"
          action={
            <ButtonLink
              to={data.maxPage > 1 ? `?page=${data.maxPage}&limit=${limit}` : '?'}
              variant="primary"
            >
              Go to the last page
            </ButtonLink>
          }
        >
          <p>There are fewer domains than this page number needs.</p>
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState
          title="No branded domains yet"
          action={
            <Button variant="primary" onClick={openAdd}>
              Add your first domain
            </Button>
          }
        >
          <p>
            A branded domain makes your short links use your own address, like go.example.com/offer.
            Point the domain's DNS at the link service first, then add it here.
          </p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Branded domains"
            columns={columns}
            rows={data.items}
            rowKey={(domain, index) => domain.id ?? `system-${index}-${domain.domain}`}
          />
          <Pagination
            page={page}
            limit={limit}
            maxPage={data.maxPage}
            total={data.total}
            noun="domains"
          />
        </>
      )}

      <Dialog open={isAdding} onClose={() => setIsAdding(false)} title="Add a branded domain">
        <DomainForm
          mode="create"
          onCancel={() => setIsAdding(false)}
          onSubmit={async (input) => {
            await createDomain.mutateAsync(input);
            toast.success(`Domain ${input.domain} added.`);
            setIsAdding(false);
          }}
        />
      </Dialog>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit redirects">
        {editing && (
          <DomainForm
            mode="edit"
            domain={editing.domain}
            defaultValues={{ redirectroot: editing.redirectroot, redirect404: editing.redirect404 }}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await updateDomain.mutateAsync({ id: editing.id, input });
              toast.success(`Redirects of ${editing.domain} saved.`);
              setEditing(null);
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this domain?"
        confirmLabel="Delete domain"
        pendingLabel="Deleting…"
        isPending={deleteDomain.isPending}
        error={deleteDomain.error ? describeError(deleteDomain.error) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          <span className="font-medium break-all">{deleting?.domain}</span> will be removed from
          your account. Short links on it stop working with this domain.
        </p>
      </ConfirmDialog>
    </>
  );
};
