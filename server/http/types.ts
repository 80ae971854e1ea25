import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { PublicUrls } from '../urls';

export type AppEnv = { Variables: { userId: number; keyId: number } };

/** Looks up the A records (or, with rrtype CNAME, the CNAME) of a host name. */
export type DnsResolver = (hostname: string, rrtype: 'A' | 'CNAME') => Promise<string[]>;

export interface Deps {
  db: Db;
  config: Config;
  urls: PublicUrls;
  resolveDns: DnsResolver;
}
