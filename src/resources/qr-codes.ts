import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { ApiClient } from '../api/http';
import {
  createQrCode,
  deleteQrCode,
  getQrCode,
  getQrCodes,
  qrCreateSchema,
  updateQrCode,
  type QrCode,
  type QrStyleUpdateInput,
  type QrUpdateInput,
} from '../api/qr-codes';
import { qrTypes } from '../api/qr-types';
import {
  listQuery,
  pageOfList,
  readRouteId,
  resourceKeys,
  writeMutation,
  type Edit,
} from './define-resource';
import { isoDate, type ExportColumn } from './export-columns';
import { forgetQrDesign } from './qr-designs';

const keys = resourceKeys('qr');
const list = listQuery(keys, getQrCodes);

/** The code and its statistics (null for static types): one request serves stats and edit. */
const detail = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...keys.details(), id] as const,
    queryFn: (context) => getQrCode(client, id, context),
  });

/** `:id` of a QR code's page, or a 404. */
export const readQrId = (params: Params): number =>
  readRouteId(params, 'There is no QR code at this address.');

const columns: readonly ExportColumn<QrCode>[] = [
  { header: 'Name', cell: (qr) => qr.name },
  // The label the dashboard shows ("Wi-Fi"); empty when the service does not report the type.
  { header: 'Type', cell: (qr) => (qr.type ? qrTypes[qr.type].label : '') },
  { header: 'Short URL', cell: (qr) => qr.link },
  { header: 'Scans', cell: (qr) => qr.scans },
  { header: 'Created', cell: (qr) => isoDate(qr.date) },
  { header: 'QR code ID', cell: (qr) => qr.id },
];

/** QR codes: designed, listed, edited, deleted; each with its scan statistics. */
export const qrCodes = {
  keys,
  queries: { list, detail },
  pages: {
    list: pageOfList(list),
    /** Statistics and edit read the same detail query: one request for either page. */
    detail: (client: ApiClient, _url: string, params: Params) => detail(client, readQrId(params)),
  },
  mutations: {
    create: writeMutation(createQrCode, { invalidates: [keys.lists()] }),
    update: writeMutation(
      (client, { id, input }: Edit<QrUpdateInput | QrStyleUpdateInput>, call) =>
        updateQrCode(client, id, input, call),
      { invalidates: [keys.all()] },
    ),
    delete: writeMutation(
      (client, id: number, call) => deleteQrCode(client, id, call),
      // Details are not refetched: the open statistics page still reads the deleted code's.
      { invalidates: [keys.lists()], marksStale: [keys.details()] },
      // Its id may be given to the next code: what this device sent for it must not draw that one.
      ({ scope }, id) => forgetQrDesign(scope, id),
    ),
  },
  schemas: { create: qrCreateSchema },
  export: {
    noun: 'QR codes',
    file: 'qr-codes',
    step: 'QR codes',
    columns,
    /** The list's pages as the list page reads them, at any page size (decision 0013). */
    rows: (client: ApiClient) => (page: number, limit: number) => list(client, { page, limit }),
  },
};
