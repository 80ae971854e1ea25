import { z } from 'zod/mini';
import { campaignCreateSchema } from '../../src/api/campaigns';
import { channelCreateSchema } from '../../src/api/channels';
import { domainCreateSchema, normaliseDomain } from '../../src/api/domains';
import { linkCreateSchema } from '../../src/api/links';
import {
  linkWithOptionsUpdateSchema,
  toExpiry,
  type LinkWithOptionsUpdateInput,
} from '../../src/api/link-options';
import {
  PIXEL_PROVIDERS,
  PIXEL_TYPES,
  pixelCreateSchema,
  type PixelType,
} from '../../src/api/pixels';
import { hashPasswordNow } from '../credentials';
import { qrCreateSchema, type QrCreateInput } from '../../src/api/qr-codes';
import { isStaticQrType } from '../../src/api/qr-types';
import { timestamp, uniqueAlias } from '../util';
import { countryOf, socialNetworkOf, type Visit } from '../visits';
import { linkChanges, linksRepository } from './links-repository';
import { visitWriter, type RecordedVisit } from './visits-repository';
import type { Db } from './connection';

/** A small seeded generator, so every demo database looks alike. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Picks from [value, weight] pairs. */
const weighted = <T>(rand: () => number, pairs: [T, number][]): T => {
  const total = pairs.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [value, w] of pairs) if ((r -= w) < 0) return value;
  return pairs[pairs.length - 1][0];
};

const COUNTRIES: [string, number][] = [
  ['US', 30],
  ['DE', 14],
  ['GB', 12],
  ['FR', 8],
  ['CA', 7],
  ['NL', 5],
  ['JP', 5],
  ['BR', 4],
  ['IN', 4],
  ['ES', 3],
  ['AU', 3],
  ['SE', 2],
  ['IT', 2],
  ['XX', 4],
];
const REFERRERS: [string | null, number][] = [
  [null, 30],
  ['https://l.facebook.com/', 14],
  ['https://t.co/abc', 9],
  ['https://l.instagram.com/', 12],
  ['https://www.google.com/', 10],
  ['https://www.linkedin.com/feed/', 5],
  ['https://news.northwind-coffee.example/april', 6],
  ['https://www.reddit.com/r/coffee/', 3],
  ['https://duckduckgo.com/', 2],
];
const CLIENTS: [[string, string], number][] = [
  [['Chrome', 'Android'], 26],
  [['Safari', 'iOS'], 30],
  [['Chrome', 'Windows'], 14],
  [['Safari', 'macOS'], 8],
  [['Firefox', 'Windows'], 5],
  [['Microsoft Edge', 'Windows'], 6],
  [['Samsung Internet for Android', 'Android'], 6],
  [['Firefox', 'Linux'], 2],
  [['Chrome', 'macOS'], 3],
];

const LINKS: [string, string][] = [
  ['https://northwind-coffee.example/menu/spring', 'Spring menu'],
  ['https://northwind-coffee.example/app', 'Download the loyalty app'],
  ['https://northwind-coffee.example/stores', 'Find a store'],
  ['https://northwind-coffee.example/gift-cards', 'Gift cards'],
  ['https://northwind-coffee.example/careers', 'Careers at Northwind'],
  ['https://northwind-coffee.example/blog/cold-brew-guide', 'The cold brew guide'],
  ['https://northwind-coffee.example/blog/origin-ethiopia', 'Origin story: Ethiopia'],
  ['https://northwind-coffee.example/subscribe', 'Coffee subscription'],
  ['https://northwind-coffee.example/events/latte-art', 'Latte art workshop'],
  ['https://northwind-coffee.example/holiday', 'Holiday gift guide'],
  ['https://northwind-coffee.example/holiday/bundles', 'Holiday bundles'],
  ['https://northwind-coffee.example/sustainability', 'Our sustainability report'],
  ['https://northwind-coffee.example/wholesale', 'Wholesale enquiries'],
  ['https://northwind-coffee.example/press', 'Press kit'],
  ['https://northwind-coffee.example/survey', 'Customer survey'],
  ['https://shop.northwind-coffee.example/beans/house-blend', 'House blend beans'],
  ['https://shop.northwind-coffee.example/beans/decaf', 'Swiss water decaf'],
  ['https://shop.northwind-coffee.example/gear/grinder', 'Burr grinder'],
  ['https://shop.northwind-coffee.example/gear/kettle', 'Gooseneck kettle'],
  ['https://shop.northwind-coffee.example/sale', 'Spring sale'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Brewing video: V60'],
  ['https://www.instagram.com/northwindcoffee/', 'Instagram profile'],
  ['https://www.facebook.com/northwindcoffee', 'Facebook page'],
  ['https://x.com/northwindcoffee', 'X profile'],
  ['https://www.linkedin.com/company/northwind-coffee', 'LinkedIn page'],
  ['https://maps.example.com/?q=Northwind+Coffee+Main+St', 'Main Street store map'],
  ['https://northwind-coffee.example/menu/pastries', 'Pastry menu'],
  ['https://northwind-coffee.example/catering', 'Catering orders'],
  ['https://northwind-coffee.example/faq', 'FAQ'],
  ['https://northwind-coffee.example/contact', 'Contact us'],
];

const QR_CODES: QrCreateInput[] = [
  {
    type: 'link',
    name: 'Table tent: spring menu',
    data: 'https://northwind-coffee.example/menu/spring',
  },
  {
    type: 'link',
    name: 'Cup sleeve: loyalty app',
    data: 'https://northwind-coffee.example/app',
    foreground: 'rgb(26,86,219)',
  },
  {
    type: 'link',
    name: 'Window poster: careers',
    data: 'https://northwind-coffee.example/careers',
    logo: 'https://northwind-coffee.example/logo.png',
  },
  {
    type: 'vcard',
    name: 'Business card: Maria Lopez',
    data: {
      fname: 'Maria',
      lname: 'Lopez',
      org: 'Northwind Coffee',
      phone: '+1 555 010 2030',
      email: 'maria@northwind-coffee.example',
      site: 'https://northwind-coffee.example',
      street: '12 Main Street',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      country: 'USA',
      linkedin: 'https://www.linkedin.com/in/maria-lopez-example',
    },
  },
  {
    type: 'email',
    name: 'Catering enquiries',
    data: {
      email: 'catering@northwind-coffee.example',
      subject: 'Catering order',
      body: 'Hello, we would like to order for',
    },
  },
  { type: 'email', name: 'Feedback address', data: 'hello@northwind-coffee.example' },
  { type: 'phone', name: 'Call the roastery', data: '+15550102040' },
  {
    type: 'text',
    name: "Counter sign: today's beans",
    data: 'Today: Ethiopia Yirgacheffe, washed. Notes of jasmine, lemon and honey.',
  },
  {
    type: 'sms',
    name: 'Text to join the club',
    data: { phone: '+15550109999', message: 'JOIN coffee club' },
  },
  {
    type: 'wifi',
    name: 'Guest Wi-Fi',
    data: { ssid: 'Northwind Guest', pass: 'espresso2024', encryption: 'WPA' },
    background: 'rgb(255,248,240)',
  },
  {
    type: 'link',
    name: 'Flyer: latte art workshop',
    data: 'https://northwind-coffee.example/events/latte-art',
  },
  {
    type: 'link',
    name: 'Receipt: customer survey',
    data: 'https://northwind-coffee.example/survey',
  },
];

const DAY_MS = 86_400_000;

/** Adds "-<n>" until a unique column value is free (demo data may be seeded for several users). */
const free = (isTaken: (value: string) => boolean, value: string, userId: number) =>
  isTaken(value) ? `${value}-${userId}` : value;

/**
 * Realistic sample data for one user: domains, campaigns, channels with items, pixels, CTA
 * overlays, splash and bio pages, ~30 links and QR codes of every type with a few thousand scans
 * and about four clicks for every ten scans; each list's rows are created in date order.
 * Every input goes through the same schemas as the API, so the demo is always valid data.
 */
export const seedDemoData = (db: Db, userId: number, { scans = 2_873, now = Date.now() } = {}) => {
  const rand = random(userId * 7919 + 17);
  /**
   * Creation times of `count` rows within the last `maxDays`, oldest first: rows are inserted in
   * date order, as a real account's grow, so ids and dates agree (and "Newest first" shows it).
   */
  const createdInOrder = (count: number, maxDays: number): number[] =>
    Array.from({ length: count }, () => now - Math.floor(rand() * maxDays * DAY_MS)).sort(
      (a, b) => a - b,
    );
  const at = (ms: number) => timestamp(new Date(ms));
  const links = linksRepository(db);
  const run = (sql: string, ...params: unknown[]) =>
    Number(db.prepare(sql).run(...params).lastInsertRowid);

  db.transaction(() => {
    const domainIds: number[] = [];
    const domainDates = createdInOrder(3, 90);
    for (const [domain, root, notFound] of [
      [
        'https://go.northwind-coffee.example',
        'https://northwind-coffee.example',
        'https://northwind-coffee.example/404',
      ],
      ['https://nwc.example', 'https://northwind-coffee.example', ''],
      ['https://links.roastery.example', '', 'https://roastery.example/missing'],
    ]) {
      const input = z.parse(domainCreateSchema, {
        domain,
        redirectroot: root,
        redirect404: notFound,
      });
      let origin = normaliseDomain(input.domain);
      if (db.prepare('SELECT 1 FROM domains WHERE domain = ?').get(origin)) {
        const url = new URL(origin);
        origin = `${url.protocol}//u${userId}.${url.host}`;
      }
      domainIds.push(
        run(
          'INSERT INTO domains (user_id, domain, host, redirectroot, redirect404, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          userId,
          origin,
          new URL(origin).host,
          input.redirectroot ?? '',
          input.redirect404 ?? '',
          at(domainDates[domainIds.length]),
        ),
      );
    }

    const aliasTaken = (a: string) =>
      db.prepare('SELECT 1 FROM links WHERE alias = ?').get(a) !== undefined;
    const linkDates = createdInOrder(LINKS.length, 70);
    const linkIds = LINKS.map(([url, title], i) => {
      const input = z.parse(linkCreateSchema, {
        url,
        metatitle: title,
        description: i % 3 === 0 ? `${title} at Northwind Coffee.` : '',
      });
      const alias =
        i < 5
          ? free(aliasTaken, ['spring', 'app', 'stores', 'gifts', 'jobs'][i], userId)
          : uniqueAlias((a) => !aliasTaken(a));
      return run(
        'INSERT INTO links (user_id, alias, url, title, description, domain_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        userId,
        alias,
        input.url,
        input.metatitle ?? '',
        input.description ?? '',
        i % 4 === 0 ? domainIds[i % 2] : null,
        at(linkDates[i]),
      );
    });

    const slugTaken = (s: string) =>
      db.prepare('SELECT 1 FROM campaigns WHERE slug = ?').get(s) !== undefined;
    const campaigns: [string, string, boolean, number[]][] = [
      ['Spring launch', 'spring-launch', true, [0, 15, 19, 26]],
      ['Holiday gift guide', 'holiday-gifts', false, [3, 9, 10]],
      ['Social profiles', '', true, [21, 22, 23, 24]],
      ['Hiring 2024', 'we-are-hiring', true, [4]],
      ['Newsletter April', '', false, [5, 6, 11]],
    ];
    const campaignDates = createdInOrder(campaigns.length, 60);
    for (const [index, [name, slug, isPublic, links]] of campaigns.entries()) {
      const input = z.parse(campaignCreateSchema, { name, slug, public: isPublic });
      const id = run(
        'INSERT INTO campaigns (user_id, name, slug, public, created_at) VALUES (?, ?, ?, ?, ?)',
        userId,
        input.name,
        input.slug ? free(slugTaken, input.slug, userId) : null,
        input.public ? 1 : 0,
        at(campaignDates[index]),
      );
      for (const i of links)
        db.prepare('UPDATE links SET campaign_id = ? WHERE id = ?').run(id, linkIds[i]);
    }

    const overlayDates = createdInOrder(4, 80);
    const overlayIds = [
      [
        'message',
        'Spring sale banner',
        'Spring sale: 20% off all beans this week.',
        'Shop the sale',
        'https://shop.northwind-coffee.example/sale',
      ],
      [
        'contact',
        'Wholesale contact form',
        'Questions about wholesale? Our team answers within a day.',
        'Contact us',
        'https://northwind-coffee.example/contact',
      ],
      [
        'message',
        'Free shipping over $40',
        'Free shipping on every order over $40.',
        'Start shopping',
        'https://shop.northwind-coffee.example/',
      ],
      [
        'contact',
        'Event RSVP',
        'Coming to the latte art workshop? Let us know.',
        'RSVP',
        'https://northwind-coffee.example/events/latte-art',
      ],
    ].map(([type, name, message, buttonLabel, buttonUrl], i) =>
      run(
        'INSERT INTO overlays (user_id, type, name, message, button_label, button_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        userId,
        type,
        name,
        message,
        buttonLabel,
        buttonUrl,
        at(overlayDates[i]),
      ),
    );
    const splashDates = createdInOrder(3, 80);
    const splashIds = [
      [
        'Spring sale splash',
        'Our spring menu is here: seasonal drinks and pastries for a limited time.',
      ],
      [
        'Age check for events',
        'Some of our evening events serve alcohol. You must be 18 or older to attend.',
      ],
      [
        'Store opening countdown',
        'Our new store on Main Street opens soon. Come by for a free tasting.',
      ],
    ].map(([name, message], i) =>
      run(
        'INSERT INTO splash_pages (user_id, name, message, created_at) VALUES (?, ?, ?, ?)',
        userId,
        name,
        message,
        at(splashDates[i]),
      ),
    );

    const bioTaken = (a: string) =>
      db.prepare('SELECT 1 FROM bio_pages WHERE alias = ?').get(a) !== undefined;
    const bioDates = createdInOrder(3, 80);
    const bioIds = ['Northwind Coffee', 'Maria Lopez, head roaster', 'Latte art club'].map(
      (name, i) =>
        run(
          'INSERT INTO bio_pages (user_id, alias, name, created_at) VALUES (?, ?, ?, ?)',
          userId,
          uniqueAlias((a) => !bioTaken(a)),
          name,
          at(bioDates[i]),
        ),
    );

    const pixelTypes = [...PIXEL_TYPES, 'fbpixel', 'gapixel'] as const;
    const pixelDates = createdInOrder(pixelTypes.length, 60);
    const pixelIds = pixelTypes.map((type, i) => {
      const input = z.parse(pixelCreateSchema, {
        type,
        name: `${PIXEL_PROVIDERS[type].label}${i >= PIXEL_TYPES.length ? ' (shop)' : ''}`,
        tag: PIXEL_PROVIDERS[type].example,
      });
      return run(
        'INSERT INTO pixels (user_id, type, name, tag, created_at) VALUES (?, ?, ?, ?, ?)',
        userId,
        input.type,
        input.name,
        input.tag,
        at(pixelDates[i]),
      );
    });
    const pixelOf = (type: PixelType) => pixelIds[PIXEL_TYPES.indexOf(type)];

    // A few links that use their options, so the editor and the public side have something to show.
    const inDays = (days: number) => toExpiry(new Date(now + days * DAY_MS));
    const linkOptions: [number, LinkWithOptionsUpdateInput][] = [
      [
        0,
        {
          status: 'public',
          metadescription: 'Seasonal drinks and pastries, for a limited time.',
          metaimage: 'https://northwind-coffee.example/images/spring-menu.jpg',
          pixels: [pixelOf('fbpixel'), pixelOf('gapixel')],
          parameters: [{ name: 'utm_source', value: 'shortlink' }],
        },
      ],
      [
        1,
        {
          deeplink: {
            auto: true,
            apple: 'https://apps.apple.com/app/northwind-coffee/id1234567890',
            google: 'https://play.google.com/store/apps/details?id=example.northwind',
          },
        },
      ],
      [
        2,
        {
          geotarget: [
            { location: 'Canada', link: 'https://northwind-coffee.example/ca/stores' },
            { location: 'United Kingdom', link: 'https://northwind-coffee.example/uk/stores' },
          ],
          devicetarget: [{ device: 'iPhone', link: 'https://northwind-coffee.example/stores/map' }],
          languagetarget: [
            { language: 'fr', link: 'https://northwind-coffee.example/fr/magasins' },
          ],
        },
      ],
      [8, { expiry: inDays(-20) }],
      [13, { password: 'press2024', type: 'frame' }],
      [14, { type: String(splashIds[0]), expiry: inDays(30) }],
      [19, { type: `overlay-${overlayIds[0]}`, pixels: [pixelOf('fbpixel')] }],
    ];
    for (const [index, options] of linkOptions) {
      const input = z.parse(linkWithOptionsUpdateSchema, options);
      links.update(
        linkIds[index],
        linkChanges(input, input.password ? hashPasswordNow(input.password) : undefined),
        undefined,
        input.pixels,
      );
    }

    const codeTaken = (a: string) =>
      db.prepare('SELECT 1 FROM qr_codes WHERE code = ?').get(a) !== undefined;
    const qrDates = createdInOrder(QR_CODES.length, 60);
    const qrIds = QR_CODES.map((qr, i) => {
      const input = z.parse(qrCreateSchema, qr);
      const id = run(
        'INSERT INTO qr_codes (user_id, code, type, name, data, background, foreground, logo, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        userId,
        uniqueAlias((a) => !codeTaken(a)),
        input.type,
        input.name ?? '',
        JSON.stringify(input.data),
        input.background ?? 'rgb(255,255,255)',
        input.foreground ?? 'rgb(0,0,0)',
        input.logo ?? '',
        at(qrDates[i]),
      );
      return { id, type: input.type, created: qrDates[i] };
    });

    const channels: [string, string, string, boolean, ['links' | 'bio' | 'qr', number][]][] = [
      [
        'Social media',
        'Links we share on Instagram, Facebook and X.',
        '#1A73E8',
        true,
        [
          ['links', linkIds[21]],
          ['links', linkIds[22]],
          ['links', linkIds[23]],
          ['bio', bioIds[0]],
          ['qr', qrIds[1].id],
        ],
      ],
      [
        'Print materials',
        'Everything printed: table tents, cup sleeves, flyers.',
        '#E8710A',
        false,
        [
          ['qr', qrIds[0].id],
          ['qr', qrIds[2].id],
          ['qr', qrIds[9].id],
          ['links', linkIds[0]],
        ],
      ],
      [
        'Partners',
        '',
        '#188038',
        false,
        [
          ['links', linkIds[12]],
          ['bio', bioIds[1]],
          ['bio', bioIds[2]],
        ],
      ],
    ];
    const channelDates = createdInOrder(channels.length, 50);
    const itemDates = createdInOrder(
      channels.reduce((sum, channel) => sum + channel[4].length, 0),
      40,
    );
    for (const [index, [name, description, color, starred, items]] of channels.entries()) {
      const input = z.parse(channelCreateSchema, { name, description, color, starred });
      const id = run(
        'INSERT INTO channels (user_id, name, description, color, starred, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        userId,
        input.name,
        input.description ?? '',
        input.color ?? '',
        input.starred ? 1 : 0,
        at(channelDates[index]),
      );
      for (const [type, itemId] of items)
        run(
          'INSERT INTO channel_items (channel_id, item_type, item_id, created_at) VALUES (?, ?, ?, ?)',
          id,
          type,
          itemId,
          at(itemDates.shift() ?? now),
        );
    }

    // Scans on the dynamic QR codes (static ones never reach a server) and clicks on links.
    const dynamicQrs = qrIds.filter((q) => !isStaticQrType(q.type));
    /** One visit at a random time between the item's creation and now. */
    const visit = (created: number): Visit => {
      const referrerUrl = weighted(rand, REFERRERS);
      const referrer = referrerUrl ? new URL(referrerUrl).hostname.replace(/^www\./, '') : 'Direct';
      const [browser, os] = weighted(rand, CLIENTS);
      return {
        country: countryOf(weighted(rand, COUNTRIES)),
        referrer,
        browser,
        os,
        visitor: `demo${Math.floor(rand() * scans * 0.6)}`,
        social: referrerUrl ? socialNetworkOf(referrer) : null,
        at: at(created + Math.floor(rand() * (now - created))),
      };
    };
    const visits: RecordedVisit[] = [];
    for (let i = 0; i < scans; i++) {
      const qr = dynamicQrs[Math.floor(rand() ** 1.6 * dynamicQrs.length)];
      visits.push({ kind: 'q', targetId: qr.id, visit: visit(qr.created) });
    }
    // About four clicks for every ten scans, so neither total is a round number.
    for (let i = 0; i < Math.round(scans * 0.41); i++) {
      const link = Math.floor(rand() ** 2 * linkIds.length);
      visits.push({ kind: 's', targetId: linkIds[link], visit: visit(linkDates[link]) });
    }
    visitWriter(db)(visits);
  })();
};
