import { bioPagesRepository } from './bio-pages-repository';
import { campaignsRepository } from './campaigns-repository';
import { channelsRepository } from './channels-repository';
import type { Db } from './connection';
import { domainsRepository } from './domains-repository';
import { linksRepository } from './links-repository';
import { overlaysRepository } from './overlays-repository';
import { pixelsRepository } from './pixels-repository';
import { qrCodesRepository } from './qr-codes-repository';
import { splashPagesRepository } from './splash-pages-repository';
import { usersRepository } from './users-repository';
import { visitsRepository } from './visits-repository';

/** Every resource's statements, prepared once per database. */
export const createRepositories = (db: Db) => ({
  bioPages: bioPagesRepository(db),
  campaigns: campaignsRepository(db),
  channels: channelsRepository(db),
  domains: domainsRepository(db),
  links: linksRepository(db),
  overlays: overlaysRepository(db),
  pixels: pixelsRepository(db),
  qrCodes: qrCodesRepository(db),
  splashPages: splashPagesRepository(db),
  users: usersRepository(db),
  visits: visitsRepository(db),
});

export type Repositories = ReturnType<typeof createRepositories>;
