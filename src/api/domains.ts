import { z } from 'zod/mini';
import { httpUrl, isHttpUrl, optionalHttpUrl } from './fields';
import { idOrNull, idResponse, listEnvelope, messageResponse, text } from './envelope';
import { createRequest, deleteRequest, listRequest, updateRequest } from './requests';

// Input rules (shared with the server). Response schemas and request functions follow below.

/** A branded domain is an origin: scheme and host, no path, query or credentials. */
export const brandedDomain = httpUrl('Domain').check(
  z.refine(
    (v) => {
      // httpUrl reports a malformed address; this check only judges well-formed ones.
      if (!isHttpUrl(v)) return true;
      const url = new URL(v);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    },
    { error: 'Domain must be just the address, like https://go.example.com (no path or query).' },
  ),
);

/** The stored form of a domain: lower-case origin without a trailing slash. */
export const normaliseDomain = (value: string): string => new URL(value.trim()).origin;

export const domainCreateSchema = z.strictObject({
  domain: brandedDomain,
  redirectroot: optionalHttpUrl('Root redirect'),
  redirect404: optionalHttpUrl('404 redirect'),
});
export type DomainCreateInput = z.input<typeof domainCreateSchema>;

export const domainUpdateSchema = z
  .strictObject({
    redirectroot: optionalHttpUrl('Root redirect'),
    redirect404: optionalHttpUrl('404 redirect'),
  })
  .check(
    z.refine((v) => v.redirectroot !== undefined || v.redirect404 !== undefined, {
      error: 'Send a root redirect, a 404 redirect, or both.',
    }),
  );
export type DomainUpdateInput = z.input<typeof domainUpdateSchema>;

// Responses and requests.

export const domainSchema = z.object({
  /** System domains arrive with a null id: they are listed but cannot be edited or deleted. */
  id: idOrNull(),
  domain: text(),
  redirectroot: text(),
  redirect404: text(),
});
export type Domain = z.output<typeof domainSchema>;

export const domainListSchema = listEnvelope('domains', domainSchema);

export const getDomains = listRequest(domainListSchema, '/api/domains');
export const createDomain = createRequest(domainCreateSchema, idResponse, '/api/domain');
export const updateDomain = updateRequest(domainUpdateSchema, messageResponse, '/api/domain');
export const deleteDomain = deleteRequest('/api/domain');
