import type { Pagination } from '../../src/api/fields';
import type { Db } from './connection';

export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * The two reads every resource a user owns has: one page of that user's rows, newest first, and
 * one row by id when the user owns it. `from` names the table (with an alias when `columns`
 * uses one).
 */
export const ownedRows = <Row>(db: Db, from: string, columns: string) => {
  const count = db
    .prepare<[number], number>(`SELECT COUNT(*) FROM ${from} WHERE user_id = ?`)
    .pluck();
  const page = db.prepare<[number, number, number], Row>(
    `SELECT ${columns} FROM ${from} WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const own = db.prepare<[number, number], Row>(
    `SELECT ${columns} FROM ${from} WHERE id = ? AND user_id = ?`,
  );
  return {
    page: (userId: number, { page: number, limit }: Pagination): RowPage<Row> => ({
      rows: page.all(userId, limit, (number - 1) * limit),
      total: count.get(userId) ?? 0,
    }),
    own: (id: number, userId: number): Row | undefined => own.get(id, userId),
  };
};
