import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { ReadCache } from '../db/read-cache';
import type { Repositories } from '../db/repositories';
import type { OpenedLinks } from '../public/opened-links';
import type { PublicUrls } from '../urls';
import type { VisitQueue } from '../visit-queue';

export type AppEnv = {
  Variables: {
    userId: number;
    keyId: number;
    /** PRAGMA data_version at the start of the request: read caches check it. */
    dbVersion: number;
    /** Headers every API answer of this request carries (see http/respond.ts). */
    apiHeaders: Record<string, string>;
  };
};

/** Looks up a host name's A records, its CNAME, or its TXT records (each one joined). */
export type DnsResolver = (hostname: string, rrtype: 'A' | 'CNAME' | 'TXT') => Promise<string[]>;

export interface Deps {
  db: Db;
  repos: Repositories;
  config: Config;
  urls: PublicUrls;
  resolveDns: DnsResolver;
  /** Visits waiting for their batch (server/visit-queue.ts). */
  visits: VisitQueue;
  /** Serialised `GET /api/qr` pages per user (`<userId>:<page>:<limit>`): the most polled list. */
  qrListCache: ReadCache<string>;
  /** Short links as visitors open them, kept until the next write (server/public/opened-links.ts). */
  openedLinks: OpenedLinks;
}
