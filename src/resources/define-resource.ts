import {
  mutationOptions,
  queryOptions,
  useMutation,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { data as routeData, type Params } from 'react-router';
import type { Page, PageParams } from '../api/envelope';
import type { ListField, ListFields } from '../components/ui/list-field';
import { idSchema } from '../api/fields';
import type { ApiClient, CallOptions } from '../api/http';
import { readPageParams } from '../lib/url-state';
import { t, type Message } from '../lib/i18n';
import type { DataChange } from './data-change';
import { useAccountScope, useApiClient } from './session';
import { resourceKeys } from './resource-keys';

/**
 * The builders every resource declaration (`resources/<resource>.ts`) is made of, so that a
 * declaration states only what is particular to its resource (docs/resources.md).
 */

export { resourceKeys } from './resource-keys';

type Keys = { lists: () => readonly unknown[] };
type Fetch<P, R> = (client: ApiClient, params: P, options: CallOptions) => Promise<R>;

/** A list's query options; the key holds exactly the params the request depends on. */
export const listQuery =
  <K extends Keys, T, P extends PageParams = PageParams>(
    keys: K,
    fetch: Fetch<P, Page<T>>,
    keyParams: (params: P) => object = ({ page, limit }) => ({ page, limit }),
  ) =>
  (client: ApiClient, params: P) =>
    queryOptions({
      queryKey: [...(keys.lists() as ReturnType<K['lists']>), keyParams(params)] as const,
      queryFn: (context) => fetch(client, params, context),
    });

/** The query a list page reads from its address (`?page=2&limit=25`), for loader and page. */
export const pageOfList =
  <Q>(list: (client: ApiClient, params: PageParams) => Q) =>
  (client: ApiClient, url: string) =>
    list(client, readPageParams(url));

/** `:id` from a page's address, or a 404 that says what is missing (in the language shown). */
export const readRouteId = (params: Params, missing: Message): number => {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw routeData(t(missing), { status: 404 });
  return parsed.data;
};

/**
 * What a mutation definition runs with: the signed-in client, the account's scope on this
 * device (for what a change must forget there), and request options (a job sends at background
 * priority with its own abort signal).
 */
export interface WriteContext {
  client: ApiClient;
  scope: string | null;
  call?: CallOptions;
}

/**
 * One write to the API as a mutation definition (`mutationOptions` with its `meta`): a page's
 * `useMutation` and a job's step run the same one, so what it changes is declared once.
 */
export const writeMutation =
  <TVariables, TData>(
    send: (client: ApiClient, variables: TVariables, call: CallOptions) => Promise<TData>,
    change: Partial<DataChange>,
    after?: (context: WriteContext, variables: TVariables, data: TData) => void,
  ) =>
  (context: WriteContext) =>
    mutationOptions<TData, Error, TVariables>({
      mutationFn: (variables) => send(context.client, variables, context.call ?? {}),
      meta: change,
      ...(after && { onSuccess: (data, variables) => after(context, variables, data) }),
    });

/** What a page's mutation definitions run with: the signed-in session's client and scope. */
export const useWriteContext = (): WriteContext => ({
  client: useApiClient(),
  scope: useAccountScope(),
});

/** A resource's mutation definitions as this page's mutation options (for the CRUD scaffold). */
export const useMutationsOf = <M extends Record<string, (context: WriteContext) => unknown>>(
  mutations: M,
): { [K in keyof M]: ReturnType<M[K]> } => {
  const context = useWriteContext();
  return Object.fromEntries(
    Object.entries(mutations).map(([name, define]) => [name, define(context)]),
  ) as { [K in keyof M]: ReturnType<M[K]> };
};

/** A page's mutation from a definition. */
export const useResourceMutation = <TVariables, TData>(
  define: (context: WriteContext) => UseMutationOptions<TData, Error, TVariables>,
) => useMutation(define(useWriteContext()));

/** `{ id, input }`: what an update mutation takes. */
export type Edit<T> = { id: number; input: T };

/** Create, update and delete of one resource, each declaring the same change unless told. */
export const crudMutations = <TCreate, TCreated, TUpdate, TUpdated, TDeleted>(
  requests: {
    create: (client: ApiClient, input: TCreate, call: CallOptions) => Promise<TCreated>;
    update: (client: ApiClient, id: number, input: TUpdate, call: CallOptions) => Promise<TUpdated>;
    delete: (client: ApiClient, id: number, call: CallOptions) => Promise<TDeleted>;
  },
  change: Partial<DataChange>,
  changes: { update?: Partial<DataChange>; delete?: Partial<DataChange> } = {},
) => ({
  create: writeMutation(requests.create, change),
  update: writeMutation(
    (client, { id, input }: Edit<TUpdate>, call) => requests.update(client, id, input, call),
    changes.update ?? change,
  ),
  delete: writeMutation(
    (client, id: number, call) => requests.delete(client, id, call),
    changes.delete ?? change,
  ),
});

/**
 * A resource the API can only list (CTA overlays, splash pages): its keys, its page query and
 * the fields its list shows.
 */
export const listResource = <const N extends string, T, F extends ListFields<T>>(
  name: N,
  fetch: Fetch<PageParams, Page<T>>,
  fields: F,
) => {
  const keys = resourceKeys(name);
  const list = listQuery(keys, fetch);
  return { keys, queries: { list }, pages: { list: pageOfList(list) }, fields };
};

/**
 * A resource with create, update and delete whose every change touches only its lists: the
 * page on screen refetches, the other pages go stale.
 */
export const crudResource = <
  const N extends string,
  T,
  TCreate,
  TCreated,
  TUpdate,
  TUpdated,
  S,
  F extends ListFields<T>,
>(
  name: N,
  requests: Parameters<typeof crudMutations<TCreate, TCreated, TUpdate, TUpdated, unknown>>[0] & {
    list: Fetch<PageParams, Page<T>>;
  },
  schemas: S,
  fields: F,
) => {
  const resource = listResource(name, requests.list, fields);
  return {
    ...resource,
    mutations: crudMutations(requests, { invalidates: [resource.keys.lists()] }),
    schemas,
  };
};

/**
 * A list's export: its file's name, every field as a column, and the list's pages as the list
 * page reads them, at any page size (see docs/decisions/0013-export-csv.md).
 */
export const listExport = <T, Q>(
  file: string,
  fields: Record<string, ListField<T>>,
  list: (client: ApiClient, params: PageParams) => Q,
) => ({
  file,
  /** In the file's order; the export turns them into its columns when it runs. */
  fields: Object.values(fields),
  rows: (client: ApiClient) => (page: number, limit: number) => list(client, { page, limit }),
});

/** The fields of a part of a row (the channel of a channel-and-item row); an absent part is empty. */
export const fieldsWithin = <Outer, Inner, F extends Record<string, ListField<Inner>>>(
  fields: F,
  part: (row: Outer) => Inner | null,
) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      {
        ...field,
        value: (row: Outer) => {
          const inner = part(row);
          return inner === null ? null : field.value(inner);
        },
      },
    ]),
  ) as { [K in keyof F]: ListField<Outer> };
