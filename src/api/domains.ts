import { z } from 'zod';
import { httpUrl, optionalHttpUrl } from './fields';

// Input rules (shared with the server). Response schemas and request functions follow below.

/** A branded domain is an origin: scheme and host, no path, query or credentials. */
export const brandedDomain = httpUrl('Domain').refine(
  (v) => {
    const url = new URL(v);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  },
  { error: 'Domain must be just the address, like https://go.example.com (no path or query).' },
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
  .refine((v) => v.redirectroot !== undefined || v.redirect404 !== undefined, {
    error: 'Send a root redirect, a 404 redirect, or both.',
  });
export type DomainUpdateInput = z.input<typeof domainUpdateSchema>;
