/**
 * Every page of the main navigation: its link, its h1 and its address. The overview comes
 * first (where sign-in leads); a list page's table is named like its heading.
 */
export const NAV_PAGES = [
  { nav: 'Overview', heading: 'Overview', path: '/overview' },
  { nav: 'Links', heading: 'Links', path: '/links' },
  { nav: 'Campaigns', heading: 'Campaigns', path: '/campaigns' },
  { nav: 'Channels', heading: 'Channels', path: '/channels' },
  { nav: 'QR codes', heading: 'QR codes', path: '/qr' },
  { nav: 'Pixels', heading: 'Pixels', path: '/pixels' },
  { nav: 'Domains', heading: 'Branded domains', path: '/domains' },
  { nav: 'CTA overlays', heading: 'CTA overlays', path: '/overlays' },
  { nav: 'Splash pages', heading: 'Splash pages', path: '/splash-pages' },
  { nav: 'Account', heading: 'Account', path: '/account' },
] as const;
