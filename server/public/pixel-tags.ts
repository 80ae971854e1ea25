import { randomBytes } from 'node:crypto';
import type { PixelType } from '../../src/api/pixels';
import { escapeHtml, type CspSources } from './html';

/**
 * What each provider's tag loads on a redirect page: its script (with the pixel's id), the
 * inline set-up its snippet runs first, or an image beacon; and the origins it talks to, which
 * are all the page's policy allows besides itself.
 */
interface ProviderTag {
  /** Inline set-up; `js` writes the id as a JavaScript string literal. */
  setup?: (id: string) => string;
  script?: (id: string) => string;
  image?: (id: string) => string;
  origins: string[];
}

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

const GTAG_SETUP =
  'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag("js",new Date());';
const GTAG_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];
const gtagScript = (id: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** A provider's queue stub (`fbq`, `twq`, …): calls wait until its script has loaded. */
const queueStub = (name: string, method: string) =>
  `window.${name}=window.${name}||function(){var q=window.${name};q.${method}?q.${method}.apply(q,arguments):q.queue.push(arguments)};window.${name}.queue=window.${name}.queue||[];`;

export const PIXEL_TAGS: Record<PixelType, ProviderTag> = {
  gtmpixel: {
    setup: () =>
      'window.dataLayer=window.dataLayer||[];dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
    script: (id) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
    origins: GTAG_ORIGINS,
  },
  gapixel: {
    setup: (id) => `${GTAG_SETUP}gtag("config",${js(id)});`,
    script: gtagScript,
    origins: GTAG_ORIGINS,
  },
  adwordspixel: {
    // AW-123456789/label: the account is configured, the label reports a conversion.
    setup: (id) => {
      const [account, label] = id.split('/');
      return `${GTAG_SETUP}gtag("config",${js(account)});${label ? `gtag("event","conversion",{send_to:${js(id)}});` : ''}`;
    },
    script: (id) => gtagScript(id.split('/')[0]),
    origins: [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ],
  },
  fbpixel: {
    setup: (id) =>
      `${queueStub('fbq', 'callMethod')}fbq("init",${js(id)});fbq("track","PageView");`,
    script: () => 'https://connect.facebook.net/en_US/fbevents.js',
    origins: ['https://connect.facebook.net', 'https://www.facebook.com'],
  },
  linkedinpixel: {
    setup: (id) =>
      `window._linkedin_data_partner_ids=window._linkedin_data_partner_ids||[];window._linkedin_data_partner_ids.push(${js(id)});`,
    script: () => 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
    origins: ['https://snap.licdn.com', 'https://px.ads.linkedin.com'],
  },
  twitterpixel: {
    setup: (id) => `${queueStub('twq', 'exe')}twq("config",${js(id)});`,
    script: () => 'https://static.ads-twitter.com/uwt.js',
    origins: ['https://static.ads-twitter.com', 'https://analytics.twitter.com', 'https://t.co'],
  },
  adrollpixel: {
    setup: (id) => `window.adroll_adv_id=${js(id)};`,
    script: (id) => `https://s.adroll.com/j/${encodeURIComponent(id)}/roundtrip.js`,
    origins: ['https://s.adroll.com', 'https://d.adroll.com'],
  },
  quorapixel: {
    setup: (id) => `${queueStub('qp', 'qp')}qp("init",${js(id)});qp("track","ViewContent");`,
    script: () => 'https://a.quora.com/qevents.js',
    origins: ['https://a.quora.com', 'https://q.quora.com'],
  },
  pinterest: {
    setup: (id) => `${queueStub('pintrk', 'callMethod')}pintrk("load",${js(id)});pintrk("page");`,
    script: () => 'https://s.pinimg.com/ct/core.js',
    origins: ['https://s.pinimg.com', 'https://ct.pinterest.com'],
  },
  bing: {
    // The UET tag's image form: no script needed.
    image: (id) => `https://bat.bing.com/action/0?ti=${encodeURIComponent(id)}&Ver=2`,
    origins: ['https://bat.bing.com'],
  },
  snapchat: {
    setup: (id) =>
      `${queueStub('snaptr', 'handleRequest')}snaptr("init",${js(id)});snaptr("track","PAGE_VIEW");`,
    script: () => 'https://sc-static.net/scevent.min.js',
    origins: ['https://sc-static.net', 'https://tr.snapchat.com'],
  },
  reddit: {
    setup: (id) =>
      `${queueStub('rdt', 'sendEvent')}rdt("init",${js(id)});rdt("track","PageVisit");`,
    script: () => 'https://www.redditstatic.com/ads/pixel.js',
    origins: ['https://www.redditstatic.com', 'https://alb.reddit.com'],
  },
  tiktok: {
    setup: (id) =>
      `var t=window.ttq=window.ttq||[];["page","track","identify"].forEach(function(m){t[m]=t[m]||function(){t.push([m].concat([].slice.call(arguments)))}});t._i=t._i||{};t._i[${js(id)}]=[];t.page();`,
    script: (id) =>
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    origins: ['https://analytics.tiktok.com'],
  },
};

export interface PixelMarkup {
  html: string;
  csp: CspSources;
}

const NO_PIXELS: PixelMarkup = { html: '', csp: {} };

/**
 * Tags run in a frame of their own with an opaque origin (a sandbox without allow-same-origin):
 * a tag manager's container is code its owner changes at will, and the page sits on the
 * dashboard's origin, whose storage, caches and service worker hold every account's data.
 * The frame inherits the page's policy (nonce and providers), so the tags load and fire as
 * before; they cannot read or write anything of the origin, navigate the page or open windows.
 */
const sandboxedFrame = (tags: string) =>
  `<iframe hidden sandbox="allow-scripts" title="" data-pixels srcdoc="${escapeHtml(
    `<!doctype html><meta charset="utf-8">${tags}`,
  )}"></iframe>`;

/**
 * The tags of a link's pixels for one page, and the policy that lets exactly their providers
 * load: inline set-up only with this response's nonce, scripts, images and beacons only from
 * the providers' origins.
 */
export const pixelMarkup = (pixels: { type: string; tag: string }[]): PixelMarkup => {
  if (pixels.length === 0) return NO_PIXELS;
  const nonce = randomBytes(16).toString('base64');
  const origins = new Set<string>();
  let html = '';
  for (const { type, tag } of pixels) {
    const provider = PIXEL_TAGS[type as PixelType] as ProviderTag | undefined;
    if (!provider) continue;
    const id = tag.trim();
    provider.origins.forEach((origin) => origins.add(origin));
    if (provider.setup)
      html += `<script nonce="${nonce}" data-pixel="${escapeHtml(type)}">${provider.setup(id)}</script>`;
    if (provider.script)
      html += `<script async src="${escapeHtml(provider.script(id))}" data-pixel="${escapeHtml(type)}"></script>`;
    if (provider.image)
      html += `<img src="${escapeHtml(provider.image(id))}" alt="" width="1" height="1" data-pixel="${escapeHtml(type)}">`;
  }
  if (!html) return NO_PIXELS;
  const allowed = [...origins];
  return {
    html: sandboxedFrame(html),
    csp: {
      'script-src': [`'nonce-${nonce}'`, ...allowed],
      'img-src': allowed,
      'connect-src': allowed,
    },
  };
};
