import { z } from 'zod/mini';
import { httpUrl, isHostName, isHttpUrl, optionalHttpUrl, withScheme } from './fields';
import { idOrNull, idResponse, listEnvelope, messageResponse, text } from './envelope';
import { createRequest, deleteRequest, listRequest, updateRequest } from './requests';

// Input rules (shared with the server). Response schemas and request functions follow below.

/**
 * A branded domain is an origin: a bare host name ("go.example.com") gets `https://`; no path,
 * query or credentials, and the host follows host-name rules (IDN included).
 */
export const brandedDomain = z.pipe(
  z.pipe(
    z.string({
      error: (issue) =>
        issue.input === undefined ? 'Domain is required.' : 'Domain must be text.',
    }),
    z.transform(withScheme),
  ),
  httpUrl('Domain').check(
    z.refine(
      (v) => {
        // httpUrl reports a malformed address; this check only judges well-formed ones.
        if (!isHttpUrl(v)) return true;
        const url = new URL(v);
        return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      },
      { error: 'Domain must be just the name, like go.example.com (no path or query).' },
    ),
    z.refine((v) => !isHttpUrl(v) || isHostName(new URL(v).hostname), {
      error:
        'Domain must be a valid host name: parts of at most 63 letters, digits or hyphens, at most 253 characters in all.',
    }),
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
