import { z } from 'zod/mini';
import { linkWithOptionsCreateSchema } from '../../api/link-options';
import type { ImportRow, JobItem } from '../../resources/job-model';

/**
 * An import row as the link it creates: the body of `POST /api/url/add`, checked with the link
 * editor's own schema. The preview checks it and the job sends it, so the rule is written once.
 */

/** Text columns sent as they are when the cell is not empty. */
const TEXT_OPTIONS = ['metatitle', 'password', 'expiry', 'metadescription', 'metaimage'] as const;

/** Which import column a schema field comes from (`custom` is the `alias` column). */
export const columnOfField = (field: PropertyKey | undefined): string | undefined =>
  field === 'custom' ? 'alias' : typeof field === 'string' ? field : undefined;

export const linkInputOfRow = (
  row: ImportRow,
  resolved: Pick<JobItem, 'redirectType' | 'pixelIds'> = {},
) =>
  z.safeParse(linkWithOptionsCreateSchema, {
    url: row.url,
    ...(row.alias ? { custom: row.alias } : {}),
    ...(row.description ? { description: row.description } : {}),
    ...Object.fromEntries(
      TEXT_OPTIONS.flatMap((column) => (row[column] ? [[column, row[column]]] : [])),
    ),
    ...(row.status ? { status: row.status.toLowerCase() } : {}),
    ...(resolved.redirectType ? { type: resolved.redirectType } : {}),
    ...(resolved.pixelIds?.length ? { pixels: resolved.pixelIds } : {}),
  });
