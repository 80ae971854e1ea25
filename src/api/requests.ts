import type { z } from 'zod/mini';
import { messageResponse, pageQuery, type MessageResult, type PageParams } from './envelope';
import { segment, type ApiClient, type CallOptions } from './http';

/**
 * The request functions of the API's resources, built from the one pattern the contract uses:
 * `GET /api/<things>` pages, `POST /api/<thing>/add`, `PUT /api/<thing>/:id/update` and
 * `DELETE /api/<thing>/:id/delete`. A request's input type is its input schema's, so the rule a
 * form checks and the body a request sends cannot drift apart.
 */

type Schema = z.core.$ZodType;
/** A response schema, or one made for the id asked about (an answer that may leave it out). */
type ResponseOf<S extends Schema> = S | ((id: number) => S);

/** `GET <path>?page=&limit=`: one page of a list. */
export const listRequest =
  <S extends Schema>(response: S, path: string) =>
  (
    client: ApiClient,
    params: Partial<PageParams> = {},
    options: CallOptions = {},
  ): Promise<z.output<S>> =>
    client.request(response, path, { ...options, query: pageQuery(params) });

/** `POST <base>/add` with the input as its body. */
export const createRequest =
  <I extends Schema, S extends Schema>(_input: I, response: S, base: string) =>
  (client: ApiClient, input: z.input<I>, options: CallOptions = {}): Promise<z.output<S>> =>
    client.request(response, `${base}/add`, { ...options, method: 'POST', body: input });

/** `PUT <base>/:id/update` with the input as its body. */
export const updateRequest =
  <I extends Schema, S extends Schema>(_input: I, response: ResponseOf<S>, base: string) =>
  (
    client: ApiClient,
    id: number,
    input: z.input<I>,
    options: CallOptions = {},
  ): Promise<z.output<S>> =>
    client.request(
      typeof response === 'function' ? response(id) : response,
      `${base}/${segment(id)}/update`,
      { ...options, method: 'PUT', body: input },
    );

/** `DELETE <base>/:id/delete`. */
export const deleteRequest =
  (base: string) =>
  (client: ApiClient, id: number, options: CallOptions = {}): Promise<MessageResult> =>
    client.request(messageResponse, `${base}/${segment(id)}/delete`, {
      ...options,
      method: 'DELETE',
    });
