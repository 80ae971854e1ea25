import { hostname as machineName } from 'node:os';
import { brandedHostProblem } from '../src/api/domains';
import type { Config } from './config';

const bare = (hostname: string) => hostname.toLowerCase().replace(/\.+$/, '');

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
  const own = new Set([new URL(publicUrl).hostname, host, machineName(), ...hostAliases].map(bare));
  return (hostname: string): boolean =>
    own.has(bare(hostname)) || brandedHostProblem(hostname) !== null;
};

/** The host name a Host header names, or null when it is not a valid host. */
export const hostnameOf = (hostHeader: string): string | null => {
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return null;
  }
};
