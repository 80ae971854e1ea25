import {
  isQrType,
  qrTypeLabel,
  readQrContent,
  type QrContent,
  type QrType,
} from '../../src/api/qr-types';
import type { PublicUrls } from '../urls';
import { timestamp } from '../util';
import { forgetVisits } from './visits-repository';
import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface QrRow {
  id: number;
  user_id: number;
  code: string;
  type: QrType;
  name: string;
  data: string;
  background: string;
  foreground: string;
  logo: string;
  scans: number;
  unique_scans: number;
  created_at: string;
}

const COLUMNS =
  'id, user_id, code, type, name, data, background, foreground, logo, scans, unique_scans, created_at';

/** The name a code without one is listed under: "Wi-Fi QR code #12", with the dashboard's label. */
export const qrName = (row: { id: number; name: string; type: string }): string =>
  row.name || `${isQrType(row.type) ? `${qrTypeLabel(row.type)} ` : ''}QR code #${row.id}`;

/** The stored `data` as JSON; a row whose text is not JSON has none (never a 500). */
export const storedData = (row: Pick<QrRow, 'data'>): unknown => {
  try {
    return JSON.parse(row.data);
  } catch {
    return undefined;
  }
};

/**
 * The stored content, read with its type's own rule (src/api/qr-types.ts), never assumed: null
 * for a row that no longer passes it (written by an older version or by hand).
 */
export const storedContent = (row: Pick<QrRow, 'type' | 'data'>): QrContent | null =>
  isQrType(row.type) ? readQrContent(row.type, storedData(row)) : null;

/** A QR code as the contract lists it, plus what the dashboard needs to draw and edit it. */
export const qrView = (urls: PublicUrls, row: QrRow) => ({
  id: row.id,
  link: urls.qr(row.code),
  scans: row.scans,
  name: qrName(row),
  date: row.created_at,
  type: row.type,
  data: storedData(row),
  background: row.background,
  foreground: row.foreground,
  logo: row.logo,
});

/** What a QR code's owner sets; `data` is stored as JSON, colours without spaces. */
export interface QrDesign {
  data: unknown;
  background: string;
  foreground: string;
  logo: string;
}

const compactColour = (colour: string) => colour.replace(/\s+/g, '');

export const qrCodesRepository = (db: Db) => {
  const owned = ownedRows<QrRow>(db, 'qr_codes', COLUMNS);
  const codeTaken = db.prepare<[string], number>('SELECT 1 FROM qr_codes WHERE code = ?').pluck();
  const byCode = db.prepare<[string], QrRow>(`SELECT ${COLUMNS} FROM qr_codes WHERE code = ?`);
  const insert = db.prepare(
    `INSERT INTO qr_codes (user_id, code, type, name, data, background, foreground, logo, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    'UPDATE qr_codes SET data = ?, background = ?, foreground = ?, logo = ? WHERE id = ?',
  );
  const unassign = db.prepare("DELETE FROM channel_items WHERE item_type = 'qr' AND item_id = ?");
  const remove = db.prepare('DELETE FROM qr_codes WHERE id = ?');

  return {
    ...owned,
    isCodeFree: (code: string): boolean => codeTaken.get(code) === undefined,
    /** A QR code as a scan opens it, whoever owns it. */
    byCode: (code: string): QrRow | undefined => byCode.get(code),
    create: (userId: number, code: string, type: QrType, name: string, design: QrDesign): number =>
      Number(
        insert.run(
          userId,
          code,
          type,
          name,
          JSON.stringify(design.data),
          compactColour(design.background),
          compactColour(design.foreground),
          design.logo,
          timestamp(),
        ).lastInsertRowid,
      ),
    update: (id: number, design: QrDesign): void => {
      update.run(
        JSON.stringify(design.data),
        compactColour(design.background),
        compactColour(design.foreground),
        design.logo,
        id,
      );
    },
    /** The code, its channel memberships and everything recorded about its scans. */
    remove: db.transaction((id: number) => {
      unassign.run(id);
      forgetVisits(db, 'q', id);
      remove.run(id);
    }),
  };
};
