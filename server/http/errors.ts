import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the one error handler turns into `{"error":1,"message":...}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A 429's wait in seconds, also when no header carries it. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: number | string): HttpError =>
  new HttpError(404, `There is no ${what} with id ${id}.`);

/** A 400 about one field, shaped like a schema failure so the dashboard can show it. */
export const fieldError = (field: string, message: string): HttpError =>
  new HttpError(400, message, { [field]: message });

export const errorBody = (error: HttpError) =>
  error.fields
    ? { error: 1, message: error.message, fields: error.fields }
    : { error: 1, message: error.message };
