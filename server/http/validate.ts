import type { Context } from 'hono';
import { z } from 'zod/mini';
import { idSchema } from '../../src/api/fields';
import { HttpError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The rest of a refused body is never read, so the connection closes with the answer: left open,
 * the next request on it would wait behind bytes the server no longer reads.
 */
export const tooLarge = (): HttpError =>
  new HttpError(
    413,
    `The request body is larger than ${MAX_BODY_BYTES / 1024} KB. Send less data.`,
    undefined,
    { Connection: 'close' },
  );

type Issue = z.core.$ZodIssue;

/** At most this many fields are named in one error: 6,000 unknown keys answer in a few lines. */
const MAX_FIELD_ERRORS = 20;
/** A field name is echoed back shortened to this many characters. */
const MAX_NAME = 60;
const shortName = (name: string) => (name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name);

/**
 * Turns schema issues into one 400: the first problem as the message, one entry per field (the
 * first 20; the message says how many more there are).
 */
export const validationError = (issues: readonly Issue[], where: 'body' | 'query' = 'body') => {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  let unlisted = 0;
  const add = (path: readonly PropertyKey[], message: string) => {
    messages.push(message);
    const key = shortName(path.map(String).join('.'));
    if (!key || key in fields) return;
    if (Object.keys(fields).length < MAX_FIELD_ERRORS) fields[key] = message;
    else unlisted++;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = shortName([...issue.path, key].map(String).join('.'));
        add(
          [...issue.path, key],
          where === 'query'
            ? `Unknown query parameter "${name}": remove it.`
            : `Unknown field "${name}": remove it.`,
        );
      }
    } else add(issue.path, issue.message);
  }
  const first = messages[0] ?? 'The request is not valid.';
  const more = unlisted
    ? ` ${unlisted.toLocaleString('en')} more ${unlisted === 1 ? 'field has' : 'fields have'} problems too.`
    : '';
  return new HttpError(400, first + more, fields);
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads the body with a hard size cap, whatever Content-Length claims. */
export const readText = async (req: Request): Promise<string> => {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8 text.');
  }
};

/** The JSON object of a request body; an empty body counts as `{}`. */
export const readJsonObject = async (c: Context): Promise<Record<string, unknown>> => {
  const text = await readText(c.req.raw);
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type.trim()))
    throw new HttpError(
      415,
      'Send the body as JSON with the header Content-Type: application/json.',
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : '';
    throw new HttpError(400, `The request body is not valid JSON${detail}.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'The request body must be a JSON object, like {"name": "..."}.');
  return value as Record<string, unknown>;
};

export const parseWith = <S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'query' = 'body',
): z.output<S> => {
  let result: ReturnType<typeof z.safeParse<S>>;
  try {
    result = z.safeParse(schema, value);
  } catch (error) {
    // A rule that throws is our bug, but the input still gets a 4xx, never a 500.
    console.error('A validation rule threw:', error);
    throw new HttpError(400, 'The request could not be checked. Review the values you sent.');
  }
  if (!result.success) throw validationError(result.error.issues, where);
  return result.data;
};

export const parseBody = async <S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> => parseWith(schema, await readJsonObject(c));

export const parseQuery = <S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> =>
  parseWith(schema, c.req.query(), 'query');

/** A path id: a positive whole number, or a 400 that says what is wrong with it. */
export const parseId = (raw: string | undefined): number => {
  const result = z.safeParse(idSchema, raw ?? '');
  if (!result.success || !/^\d+$/.test((raw ?? '').trim()))
    throw new HttpError(
      400,
      result.success ? 'The id must be a whole number.' : result.error.issues[0].message,
    );
  return result.data;
};
