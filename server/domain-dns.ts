import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Config } from './config';
import { fieldError } from './http/errors';
import type { DnsResolver } from './http/types';

/** The DNS name whose TXT record proves control of a branded domain. */
export const verificationName = (hostname: string) => `_linkdeck.${hostname}`;

/**
 * The TXT value that proves an account controls a host name: bound to this service, the account
 * and the name, so a record made for one account proves nothing for another. Not a secret: only
 * whoever runs the name's DNS can publish it.
 */
export const verificationValue = (publicUrl: string, userId: number, hostname: string) =>
  `linkdeck-verify=${createHash('sha256')
    .update(`${publicUrl}\n${userId}\n${hostname}`)
    .digest('base64url')
    .slice(0, 32)}`;

const sameHost = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

const isMissing = (error: unknown) =>
  ['ENOTFOUND', 'ENODATA', 'NXDOMAIN'].includes((error as { code?: string }).code ?? '');

/**
 * The branded-domain DNS check (DOMAIN_DNS_CHECK): DNS lookups only, never a request to the
 * address. The name must carry this account's TXT record and, with DOMAIN_DNS_TARGET, point to
 * that target (A record for an IP, CNAME for a host name).
 */
export const verifyDomainDns = async (
  { domainDnsCheck, domainDnsTarget: target, publicUrl }: Config,
  resolveDns: DnsResolver,
  userId: number,
  hostname: string,
): Promise<void> => {
  if (!domainDnsCheck) return;
  const lookUp = async (name: string, rrtype: 'A' | 'CNAME' | 'TXT') => {
    try {
      return await resolveDns(name, rrtype);
    } catch (error) {
      if (isMissing(error)) return [];
      throw fieldError(
        'domain',
        `The DNS lookup of ${name} failed (${(error as { code?: string }).code ?? 'no answer'}). Try again in a minute.`,
      );
    }
  };
  const proof = verificationValue(publicUrl, userId, hostname);
  const name = verificationName(hostname);
  if (!(await lookUp(name, 'TXT')).includes(proof))
    throw fieldError(
      'domain',
      `To show that ${hostname} is yours, add a TXT record named ${name} with the value ${proof} at your DNS provider, wait until it is live, then add the domain again.`,
    );
  if (!target) return;
  const how = isIP(target)
    ? `an A record pointing to ${target}`
    : `a CNAME record pointing to ${target}`;
  const records = await lookUp(hostname, isIP(target) ? 'A' : 'CNAME');
  if (!records.some((r) => sameHost(r, target)))
    throw fieldError(
      'domain',
      `${hostname} does not point to this service yet (${records.length ? `it points to ${records.join(', ')}` : 'it has no such record'}). Add ${how} at your DNS provider, wait until it is live, then add the domain again.`,
    );
};
