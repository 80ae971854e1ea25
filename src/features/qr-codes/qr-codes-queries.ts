import type { Params } from 'react-router';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/http';
import {
  createQrCode,
  deleteQrCode,
  getQrCode,
  getQrCodes,
  updateQrCode,
  type QrCreateInput,
  type QrStyleUpdateInput,
  type QrUpdateInput,
} from '../../api/qr-codes';
import type { PageParams } from '../../api/envelope';
import { readPageParams } from '../../lib/url-state';
import { useAccountScope } from '../account-scope';
import { useApiClient } from '../route-context';
import { forgetQrDesign } from './qr-designs';
import { readQrId } from './qr-id';

export const qrQueries = {
  all: () => ['qr'] as const,
  lists: () => [...qrQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: PageParams) =>
    queryOptions({
      queryKey: [...qrQueries.lists(), { page: params.page, limit: params.limit }] as const,
      queryFn: (context) => getQrCodes(client, params, context),
    }),
  details: () => [...qrQueries.all(), 'detail'] as const,
  /** The code and its statistics (null for static types): one request serves stats and edit. */
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...qrQueries.details(), id] as const,
      queryFn: (context) => getQrCode(client, id, context),
    }),
};

export const qrListPage = (client: ApiClient, url: string) =>
  qrQueries.list(client, readPageParams(url));

/** Statistics and edit read the same detail query: one request for either page. */
export const qrDetailPage = (client: ApiClient, _url: string, params: Params) =>
  qrQueries.detail(client, readQrId(params));

export const useCreateQrCode = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: QrCreateInput) => createQrCode(client, input),
    meta: { invalidates: [qrQueries.lists()] },
  });
};

export const useUpdateQrCode = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: QrUpdateInput | QrStyleUpdateInput }) =>
      updateQrCode(client, id, input),
    meta: { invalidates: [qrQueries.all()] },
  });
};

export const useDeleteQrCode = () => {
  const client = useApiClient();
  const scope = useAccountScope();
  return useMutation({
    mutationFn: (id: number) => deleteQrCode(client, id),
    // Its id may be given to the next code: what this device sent for it must not draw that one.
    onSuccess: (_result, id) => forgetQrDesign(scope, id),
    // Details are not refetched: the open statistics page still reads the deleted code's.
    meta: { invalidates: [qrQueries.lists()], marksStale: [qrQueries.details()] },
  });
};
