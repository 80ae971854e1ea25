import type { Context } from 'hono';
import type { Config } from '../config';
import type { PublicUrls } from '../urls';
import { corsPolicy, type CorsPolicy } from './cors';
import { errorResponse } from './error-handler';
import type { HttpError } from './errors';
import { realDialect } from './real-dialect';
import type { AppEnv } from './types';

/** Turns one route's answer, written to the contract, into the dialect's. */
export type Shaper = (c: Context<AppEnv>, answer: Response) => Promise<Response>;

/**
 * How the API speaks: the contract (`docs/api.md`) or the way deployed
 * instances answer (`API_DIALECT=real`). Routes always answer to the contract; a dialect reshapes
 * their answers in this one place.
 */
export interface Dialect {
  /** CORS headers of API answers; null: none at all. */
  cors: CorsPolicy | null;
  /** The answer to a browser's preflight (any OPTIONS under /api). */
  preflight: (c: Context<AppEnv>) => Response;
  /** The shaper of one route's successful answers; undefined: sent as the route wrote them. */
  shaperFor: (method: string, path: string) => Shaper | undefined;
  /** Every failure, from the gate or a route. */
  error: (error: Error, c: Context<AppEnv>) => Response;
  /** A call to an address the API does not have (404), or with a method it does not take (405). */
  unknownRoute: (error: HttpError, c: Context<AppEnv>) => Response;
}

const contractDialect = (config: Config): Dialect => {
  const cors = corsPolicy(config.corsOrigins);
  return {
    cors,
    preflight: cors.preflight,
    shaperFor: () => undefined,
    error: errorResponse,
    unknownRoute: errorResponse,
  };
};

export const createDialect = (config: Config, urls: PublicUrls): Dialect =>
  config.apiDialect === 'real' ? realDialect(urls) : contractDialect(config);
