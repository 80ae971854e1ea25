import { z } from 'zod/mini';
import {
  fieldError,
  httpAddress,
  isHttpUrl,
  MUST_BE_TEXT,
  optionalHttpUrl,
  REQUIRED,
  withScheme,
} from './fields';
import { defineMessage, t } from '../lib/i18n';
import { idOrNull, idResponse, listEnvelope, messageResponse, text } from './envelope';
import { createRequest, deleteRequest, listRequest, updateRequest } from './requests';

// Input rules (shared with the server). Response schemas and request functions follow below.

/**
 * Host-name rules (RFC 1035/1123, IDN through its punycode form): at most 253 characters,
 * labels of 1 to 63 letters, digits or hyphens, none at a label's start or end; one final dot
 * (the fully qualified spelling) is allowed.
 */
const isHostName = (host: string): boolean => {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return (
    name.length > 0 &&
    name.length <= 253 &&
    name
      .split('.')
      .every((part) => part.length <= 63 && /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/i.test(part))
  );
};

/** A host name's one spelling for comparing: lower case, without the final dots of a FQDN. */
export const bareHostName = (hostname: string): string =>
  hostname.toLowerCase().replace(/\.+$/, '');

/**
 * Names of this machine or of a local network, never public: localhost (RFC 6761), mDNS's .local
 * (RFC 6762), .home.arpa (RFC 8375), .internal, .localdomain and the usual /etc/hosts entries.
 */
const LOCAL_NAME =
  /(^|\.)(localhost|localdomain|local|internal|home\.arpa)$|^ip6-(localhost|loopback)$/;

/**
 * Why a host name (as the URL parser gives it) can never be a branded domain, or null. A branded
 * domain is a public domain name: an IP address (any form: `127.1` and `0x7f.0.0.1` arrive here
 * as `127.0.0.1`, `[::ffff:127.0.0.1]` as `[::ffff:7f00:1]`) or a local name would name this
 * server or a private network, where every visitor would be redirected.
 */
export const brandedHostProblem = (hostname: string): string | null => {
  const name = bareHostName(hostname);
  if (name.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(name))
    return t({
      defaultMessage: 'Domain must be a domain name like go.example.com, not an IP address.',
      description: 'Validation error of a branded domain',
    });
  if (LOCAL_NAME.test(name))
    return t({
      defaultMessage:
        'Domain cannot be localhost or a name of a local network. Add a public domain you own, like go.example.com.',
      description: 'Validation error of a branded domain',
    });
  if (!name.includes('.'))
    return t({
      defaultMessage: 'Domain must be a full domain name with a dot, like go.example.com.',
      description: 'Validation error of a branded domain',
    });
  return null;
};

/**
 * Whether an address names a port, even the scheme's default one (which the URL parser drops):
 * a branded domain has one spelling per name, so `go.example.com:443` is refused, not folded.
 */
const hasPort = (address: string): boolean =>
  /^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?(?:\[[^\]]*\]|[^:@/?#]*):/i.test(address.trim());

/**
 * A branded domain is an origin: scheme and a public host name (host-name rules, IDN included),
 * no port, path, query or credentials. A bare name ("go.example.com") gets `https://`; otherwise sent as
 * typed (a real instance stores it so); this server stores `normaliseDomain`'s origin.
 */
const DOMAIN = defineMessage({
  defaultMessage: 'Domain',
  description: 'Field name: a branded domain',
});

export const brandedDomain = z.pipe(
  z.pipe(
    z.string({
      error: (issue) => fieldError(issue.input === undefined ? REQUIRED : MUST_BE_TEXT, DOMAIN)(),
    }),
    z.transform(withScheme),
  ),
  httpAddress(DOMAIN).check(
    z.superRefine((v, ctx) => {
      // httpAddress reports a malformed address; this check only judges well-formed ones.
      if (!isHttpUrl(v)) return;
      const url = new URL(v);
      const problem =
        url.pathname !== '/' || url.search || url.hash || url.username || url.password
          ? t({
              defaultMessage:
                'Domain must be just the name, like go.example.com (no path or query).',
              description: 'Validation error of a branded domain',
            })
          : (brandedHostProblem(url.hostname) ??
            (hasPort(v)
              ? t({
                  defaultMessage:
                    'Domain must be the name without a port, like go.example.com: visitors reach it on the usual port.',
                  description: 'Validation error of a branded domain',
                })
              : isHostName(url.hostname)
                ? null
                : t({
                    defaultMessage:
                      'Domain must be a valid host name: parts of at most 63 letters, digits or hyphens, at most 253 characters in all.',
                    description: 'Validation error of a branded domain',
                  })));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
);

/**
 * The one stored form of a domain: lower-case origin without a trailing slash or a final dot
 * (`go.example.com.` is the same name as `go.example.com`, so it cannot be a second domain).
 */
export const normaliseDomain = (value: string): string => {
  const url = new URL(value.trim());
  url.hostname = bareHostName(url.hostname);
  return url.origin;
};

const ROOT_REDIRECT = defineMessage({
  defaultMessage: 'Root redirect',
  description: 'Field name: where a branded domain’s bare address redirects',
});
const NOT_FOUND_REDIRECT = defineMessage({
  defaultMessage: '404 redirect',
  description: 'Field name: where an unknown short link of a branded domain redirects',
});

export const domainCreateSchema = z.strictObject({
  domain: brandedDomain,
  redirectroot: optionalHttpUrl(ROOT_REDIRECT),
  redirect404: optionalHttpUrl(NOT_FOUND_REDIRECT),
});
export type DomainCreateInput = z.input<typeof domainCreateSchema>;

export const domainUpdateSchema = z
  .strictObject({
    redirectroot: optionalHttpUrl(ROOT_REDIRECT),
    redirect404: optionalHttpUrl(NOT_FOUND_REDIRECT),
  })
  .check(
    z.refine((v) => v.redirectroot !== undefined || v.redirect404 !== undefined, {
      error: () =>
        t({
          defaultMessage: 'Send a root redirect, a 404 redirect, or both.',
          description: 'Validation error of a domain update that changes nothing',
        }),
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
