import { Hono, type Context } from 'hono';
import { isStaticQrType } from '../../src/api/qr-types';
import { qrName, storedContent, type QrRow } from '../db/qr-codes-repository';
import { clientAddress } from '../http/forwarded';
import type { Deps } from '../http/types';
import type { Config } from '../config';
import type { ClientInfo, VisitKind } from '../visits';
import { escapeHtml, notFoundPage, page, publicSecurityHeaders, redirectTo } from './html';
import type { LinkOpener } from './link-redirect';
import { qrImage, UNREADABLE } from './qr-image';
import { vcardFileName, vcardText } from './vcard';

/**
 * What a visit reveals about the client; the IP (the trusted proxy's when TRUST_PROXY is on)
 * feeds the salted visitor mark and the password form's limits. The country
 * headers only count when TRUST_PROXY_COUNTRY_HEADER says a proxy in front sets them: any client
 * can send them (without it the country is unknown, for statistics and country targets alike).
 */
export const clientReader =
  (config: Pick<Config, 'trustProxyCountryHeader' | 'trustProxy'>) =>
  (c: Context): ClientInfo => {
    const { trustProxyCountryHeader } = config;
    return {
      // In-process requests (tests) have no socket.
      ip: clientAddress(c, config) ?? '',
      userAgent: c.req.header('user-agent') ?? '',
      referrer: c.req.header('referer'),
      countryHeader: trustProxyCountryHeader
        ? (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code'))
        : undefined,
    };
  };

export interface VisitTracker {
  record: (c: Context, kind: VisitKind, targetId: number, ownerId: number) => void;
}

export const visitTracker = ({ visits, config }: Deps): VisitTracker => {
  const clientOf = clientReader(config);
  return {
    record: (c, kind, targetId, ownerId) => {
      // HEAD requests (link checkers, previews) are not visits; a right password POST is one.
      if (c.req.method !== 'HEAD') visits.add(kind, targetId, ownerId, clientOf(c));
    },
  };
};

const button = (href: string, text: string) =>
  `<a class="button" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const details = (entries: [string, string | undefined][]) =>
  `<dl>${entries
    .filter(([, v]) => v)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v ?? '')}</dd>`)
    .join('')}</dl>`;

/** The page or response for one QR code visit, from its content as its type's rule reads it. */
const qrResponse = (c: Context, row: QrRow) => {
  const title = qrName(row);
  const content = storedContent(row);
  if (!content) return page(c, title, `<p>${UNREADABLE}</p>`, 422);
  switch (content.type) {
    case 'link':
      return redirectTo(c, content.data);
    case 'vcard': {
      c.header('Content-Type', 'text/vcard; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${vcardFileName(content.data)}.vcf"`);
      publicSecurityHeaders(c);
      c.header('Cache-Control', 'no-store');
      return c.body(vcardText(content.data));
    }
    case 'phone':
      return page(
        c,
        title,
        `<p>${escapeHtml(content.data)}</p>${button(`tel:${content.data}`, 'Call')}`,
      );
    case 'email': {
      const mail = typeof content.data === 'string' ? { email: content.data } : content.data;
      const query = new URLSearchParams();
      if (mail.subject) query.set('subject', mail.subject);
      if (mail.body) query.set('body', mail.body);
      const qs = query.toString().replace(/\+/g, '%20');
      return page(
        c,
        title,
        details([
          ['To', mail.email],
          ['Subject', mail.subject],
          ['Message', mail.body],
        ]) +
          button(
            `mailto:${encodeURIComponent(mail.email).replace('%40', '@')}${qs ? `?${qs}` : ''}`,
            'Write email',
          ),
      );
    }
    case 'sms': {
      const sms = content.data;
      const body = sms.message ? `?body=${encodeURIComponent(sms.message)}` : '';
      return page(
        c,
        title,
        details([
          ['To', sms.phone],
          ['Message', sms.message],
        ]) + button(`sms:${sms.phone}${body}`, 'Send text message'),
      );
    }
    case 'wifi': {
      const wifi = content.data;
      return page(
        c,
        title,
        details([
          ['Network', wifi.ssid],
          ['Security', wifi.encryption || 'None'],
          ['Password', wifi.pass],
        ]) + '<p class="muted">Scanning the printed code joins this network directly.</p>',
      );
    }
    case 'text':
      return page(c, title, `<pre>${escapeHtml(content.data)}</pre>`);
  }
};

/**
 * A public address with a trailing slash (as a mail client or a hand-typed link may add) is the
 * same page, never the dashboard that catches every other path; branded hosts read it the same way.
 */
const orSlash = (path: string) => [path, `${path}/`];
/** A param of a path registered with and without the slash (both always have it). */
const param = (c: Context, name: string) => c.req.param(name) ?? '';

/** Short links, QR visit pages, campaign rotator and list, bio pages: no key, public. */
export const publicRoutes = (
  { repos, urls, config, openedLinks }: Deps,
  tracker: VisitTracker,
  openLink: LinkOpener,
) => {
  const app = new Hono();
  const clientOf = clientReader(config);

  // POST: a protected link's password form.
  app.on(['GET', 'POST'], orSlash('/s/:alias'), (c) =>
    openLink(c, openedLinks.byAlias(param(c, 'alias')), clientOf(c)),
  );

  // The code's image (before /q/:code, which records a scan): no scan is recorded.
  app.get('/q/:image{[^/]+\\.svg}', (c) => {
    const row = repos.qrCodes.byCode(c.req.param('image').slice(0, -'.svg'.length));
    if (!row) return notFoundPage(c, 'This QR code');
    const image = qrImage(row, urls);
    // Content stored before the capacity rule, or unreadable: a clear answer, never a 500.
    if ('problem' in image) return page(c, qrName(row), `<p>${escapeHtml(image.problem)}</p>`, 422);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Content-Security-Policy', "default-src 'none'");
    publicSecurityHeaders(c);
    c.header('Cache-Control', 'no-cache');
    return c.body(image.svg);
  });

  app.on('GET', orSlash('/q/:code'), (c) => {
    const row = repos.qrCodes.byCode(param(c, 'code'));
    if (!row) return notFoundPage(c, 'This QR code');
    // Static types are only shown here; their printed codes never reach the server.
    if (!isStaticQrType(row.type)) tracker.record(c, 'q', row.id, row.user_id);
    return qrResponse(c, row);
  });

  app.on('GET', orSlash('/r/:slug'), (c) => {
    const campaign = repos.campaigns.bySlug(param(c, 'slug'));
    if (!campaign) return notFoundPage(c, 'This campaign rotator');
    const links = repos.links.inCampaign(campaign.id);
    if (links.length === 0)
      return page(c, 'No links yet', '<p>This campaign has no links to rotate yet.</p>', 404);
    const link = links[campaign.rotation % links.length];
    if (c.req.method === 'GET') repos.campaigns.rotate(campaign.id);
    return openLink(c, openedLinks.byId(link.id), clientOf(c));
  });

  app.on('GET', orSlash('/c/:ref'), (c) => {
    const campaign = repos.campaigns.publicByRef(param(c, 'ref'));
    if (!campaign) return notFoundPage(c, 'This campaign');
    const links = repos.links.inCampaign(campaign.id);
    const items = links
      .map((l) => {
        const short = urls.shortLink(l.alias, l.branded);
        return `<li><a href="${escapeHtml(short)}">${escapeHtml(l.title || l.url)}</a><br><span class="muted">${escapeHtml(short)}</span></li>`;
      })
      .join('');
    return page(c, campaign.name, items ? `<ul>${items}</ul>` : '<p>No links yet.</p>');
  });

  app.on('GET', orSlash('/b/:alias'), (c) => {
    const bio = repos.bioPages.byAlias(param(c, 'alias'));
    if (!bio) return notFoundPage(c, 'This bio page');
    return page(c, bio.name, '<p class="muted">A bio page made with Linkdeck.</p>');
  });

  return app;
};
