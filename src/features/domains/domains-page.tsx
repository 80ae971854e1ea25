import { useSuspenseQuery } from '@tanstack/react-query';
import type { Domain } from '../../api/domains';
import { ListPage } from '../../components/crud/list-page';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { CopyButton } from '../../components/ui/copy-button';
import { lazyWithPreload } from '../../components/ui/dialog';
import { tableColumns } from '../../components/ui/field-columns';
import { EmptyState } from '../../components/ui/empty-state';
import { usePageParams } from '../../components/ui/pagination';
import { SafeLink } from '../../components/ui/safe-link';
import { actionsColumn, RowActions } from '../../components/ui/table';
import { useApiClient } from '../../resources/session';
import { useMutationsOf } from '../../resources/define-resource';
import { domains } from '../../resources/domains';

const DomainForm = lazyWithPreload(async () => (await import('./domain-form')).DomainForm);

type EditableDomain = Domain & { id: number };

export const DomainsPage = () => {
  const client = useApiClient();
  const query = useSuspenseQuery(domains.queries.list(client, usePageParams()));
  const crud = useResourceDialogs({
    mutations: useMutationsOf(domains.mutations),
    Form: DomainForm,
    rows: query.data.items,
    create: {
      title: 'Add a branded domain',
      done: (input) => `Domain ${input.domain} added.`,
      form: (props) => <DomainForm mode="create" {...props} />,
    },
    edit: {
      title: 'Edit redirects',
      done: (_input, _saved, domain) => `Redirects of ${domain.domain} saved.`,
      form: ({ item: domain, ...props }) => (
        <DomainForm
          mode="edit"
          domain={domain.domain}
          defaultValues={{ redirectroot: domain.redirectroot, redirect404: domain.redirect404 }}
          {...props}
        />
      ),
    },
    remove: {
      title: 'Delete this domain?',
      confirmLabel: 'Delete domain',
      done: (domain: EditableDomain) => `Domain ${domain.domain} deleted.`,
      body: (domain) => (
        <p>
          <span className="font-medium break-all">{domain.domain}</span> will be removed from your
          account. Short links on it stop working with this domain.
        </p>
      ),
    },
  });

  const columns = tableColumns(domains.fields, [
    {
      field: 'domain',
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
    'redirectroot',
    'redirect404',
    actionsColumn((domain) => {
      if (domain.id === null)
        return (
          <span className="text-xs text-gray-600 dark:text-gray-400">Managed by the service</span>
        );
      const editable = domain as EditableDomain;
      return (
        <RowActions
          name={domain.domain}
          onEdit={() => crud.edit(editable)}
          editLabel={`Edit redirects of ${domain.domain}`}
          editProps={crud.editOpener}
          onDelete={() => crud.remove(editable)}
        >
          <CopyButton value={domain.domain} label={`Copy ${domain.domain}`} />
        </RowActions>
      );
    }),
  ]);

  return (
    <ListPage
      query={query}
      title="Branded domains"
      description="Your own domains for short links, with where their home page and unknown links redirect."
      actions={crud.createButton('Add domain')}
      columns={columns}
      rowKey={(domain, index) => domain.id ?? `system-${index}-${domain.domain}`}
      noun="domains"
      empty={
        <EmptyState
          title="No branded domains yet"
          action={crud.createButton('Add your first domain')}
        >
          <p>
            A branded domain makes your short links use your own address, like go.example.com/offer.
            Point the domain's DNS at the link service first, then add it here.
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
    </ListPage>
  );
};
