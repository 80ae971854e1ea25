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
import { useT } from '../../components/i18n/use-t';
import { defineMessage } from '../../lib/i18n';
import { ADD_DOMAIN, EDIT_REDIRECTS } from './messages';

const DomainForm = lazyWithPreload(async () => (await import('./domain-form')).DomainForm);

const DOMAIN_DELETED = defineMessage({
  defaultMessage: 'Domain {domain} deleted.',
  description: 'domain: like go.example.com',
});
const DELETE_DOMAIN_BODY = defineMessage({
  defaultMessage:
    '{domain} will be removed from your account. Short links on it stop working with this domain.',
  description: 'domain: like go.example.com',
});

type EditableDomain = Domain & { id: number };

export const DomainsPage = () => {
  const t = useT();
  const client = useApiClient();
  const query = useSuspenseQuery(domains.queries.list(client, usePageParams()));
  const crud = useResourceDialogs({
    mutations: useMutationsOf(domains.mutations),
    Form: DomainForm,
    rows: query.data.items,
    create: {
      title: t({ defaultMessage: 'Add a branded domain' }),
      done: (input) =>
        t(
          { defaultMessage: 'Domain {domain} added.', description: 'domain: like go.example.com' },
          { domain: input.domain },
        ),
      form: (props) => <DomainForm mode="create" {...props} />,
    },
    edit: {
      title: t(EDIT_REDIRECTS),
      done: (_input, _saved, domain) =>
        t(
          {
            defaultMessage: 'Redirects of {domain} saved.',
            description: 'domain: like go.example.com',
          },
          { domain: domain.domain },
        ),
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
      title: t({ defaultMessage: 'Delete this domain?' }),
      confirmLabel: t({ defaultMessage: 'Delete domain', description: 'the button' }),
      done: (domain: EditableDomain) => t(DOMAIN_DELETED, { domain: domain.domain }),
      body: (domain) => t(DELETE_DOMAIN_BODY, { domain: domain.domain }),
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
              {t({ defaultMessage: 'System domain' })}
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
          <span className="text-xs text-gray-600 dark:text-gray-400">
            {t({ defaultMessage: 'Managed by the service' })}
          </span>
        );
      const editable = domain as EditableDomain;
      return (
        <RowActions
          name={domain.domain}
          onEdit={() => crud.edit(editable)}
          editLabel={t(
            {
              defaultMessage: 'Edit redirects of {domain}',
              description: 'domain: like go.example.com',
            },
            { domain: domain.domain },
          )}
          editProps={crud.editOpener}
          onDelete={() => crud.remove(editable)}
        >
          <CopyButton
            value={domain.domain}
            label={t(
              { defaultMessage: 'Copy {domain}', description: 'domain: like go.example.com' },
              { domain: domain.domain },
            )}
          />
        </RowActions>
      );
    }),
  ]);

  return (
    <ListPage
      query={query}
      title={t({ defaultMessage: 'Branded domains', description: 'the page title' })}
      description={t({
        defaultMessage:
          'Your own domains for short links, with where their home page and unknown links redirect.',
      })}
      actions={crud.createButton(t(ADD_DOMAIN))}
      columns={columns}
      rowKey={(domain, index) => domain.id ?? `system-${index}-${domain.domain}`}
      noun="domains"
      empty={
        <EmptyState
          title={t({ defaultMessage: 'No branded domains yet' })}
          action={crud.createButton(t({ defaultMessage: 'Add your first domain' }))}
        >
          <p>
            {t({
              defaultMessage:
                "A branded domain makes your short links use your own address, like go.example.com/offer. Point the domain's DNS at the link service first, then add it here.",
            })}
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
    </ListPage>
  );
};
