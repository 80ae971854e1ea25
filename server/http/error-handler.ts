import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorBody, HttpError } from './errors';
import { json } from './respond';
import type { AppEnv } from './types';

const UNEXPECTED =
  'Something went wrong on the server. Try again; if it keeps happening, report it.';

/** The one error answer: every failure leaves as the JSON envelope. */
export const errorResponse = (error: Error, c: Context<AppEnv>): Response => {
  if (error instanceof HttpError) return json(c, errorBody(error), error.status, error.headers);
  if (error instanceof HTTPException)
    return json(
      c,
      { error: 1, message: error.message || 'The request could not be handled.' },
      error.status,
    );
  console.error(error);
  return json(c, { error: 1, message: UNEXPECTED }, 500);
};

/** Every failure, and every unknown address, leaves as the JSON envelope. */
export const handleErrors = (app: Hono<AppEnv>): void => {
  app.onError(errorResponse);
  app.notFound((c) =>
    json(c, { error: 1, message: `Nothing is at ${c.req.method} ${c.req.path}.` }, 404),
  );
};
