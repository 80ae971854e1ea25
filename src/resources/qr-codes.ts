import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { ApiClient } from '../api/http';
import type { ListFields } from '../components/ui/list-field';
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
import { qrTypeLabel } from '../api/qr-types';
import {
  listExport,
  listQuery,
  pageOfList,
  readRouteId,
  resourceKeys,
  writeMutation,
  type Edit,
} from './define-resource';
import { defineMessage } from '../lib/i18n';
import { COLUMNS, COPY_SHORT_URL } from './columns';
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
  readRouteId(params, defineMessage({ defaultMessage: 'There is no QR code at this address.' }));

/** A QR code as its list shows it and its export writes it (in this order). */
const fields = {
  name: { header: COLUMNS.name, value: (qr) => qr.name },
  // The label the dashboard shows ("Wi-Fi"); empty when the service does not report the type.
  type: { header: COLUMNS.type, value: (qr) => (qr.type ? qrTypeLabel(qr.type) : '') },
  link: {
    header: COLUMNS.shortUrl,
    value: (qr) => qr.link,
    kind: 'copy-url',
    copyLabel: COPY_SHORT_URL,
  },
  scans: {
    header: defineMessage({
      defaultMessage: 'Scans',
      description: 'Column header: how often a QR code was scanned',
    }),
    value: (qr) => qr.scans,
    kind: 'count',
  },
  date: { header: COLUMNS.created, value: (qr) => qr.date, kind: 'date' },
  id: {
    header: defineMessage({ defaultMessage: 'QR code ID', description: 'Column header' }),
    value: (qr) => qr.id,
  },
} satisfies ListFields<QrCode>;

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
  fields,
  export: listExport('qr-codes', fields, list),
};
