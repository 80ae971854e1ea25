import { hostname as machineName } from 'node:os';
import { bareHostName, brandedHostProblem } from '../src/api/domains';
import type { Config } from './config';

/**
 * Whether a host name (as the URL parser gives it, without port) is one the server answers on for
 * itself: PUBLIC_URL's, HOST, the machine's name, HOST_ALIASES, any IP address or local name.
 * Such a host is never a user's branded domain and is never routed as one, so no row in the
 * database can redirect the dashboard.
 */
export const serverHostChecker = ({
  publicUrl,
  host,
  hostAliases,
}: Pick<Config, 'publicUrl' | 'host' | 'hostAliases'>) => {
  const own = new Set(
    [new URL(publicUrl).hostname, host, machineName(), ...hostAliases].map(bareHostName),
  );
  return (hostname: string): boolean =>
    own.has(bareHostName(hostname)) || brandedHostProblem(hostname) !== null;
};

/**
 * The host name a Host header names in the stored form of a branded domain's host (lower case,
 * no port, no final dot), or null when it is not a valid host.
 */
export const hostnameOf = (hostHeader: string): string | null => {
  try {
    return bareHostName(new URL(`http://${hostHeader}`).hostname);
  } catch {
    return null;
  }
};
