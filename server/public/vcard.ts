import type { QrDataOutputs } from '../../src/api/qr-types';

/** vCard 3.0 text escaping: backslash, comma, semicolon and line breaks. */
const esc = (value: string | undefined): string =>
  (value ?? '').replace(/[\\,;]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, '\\n');

export const vcardText = (card: QrDataOutputs['vcard']): string => {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  const full = [card.fname, card.lname].filter(Boolean).join(' ') || card.org || 'Contact';
  lines.push(`N:${esc(card.lname)};${esc(card.fname)};;;`, `FN:${esc(full)}`);
  if (card.org) lines.push(`ORG:${esc(card.org)}`);
  if (card.phone) lines.push(`TEL;TYPE=WORK,VOICE:${esc(card.phone)}`);
  if (card.cell) lines.push(`TEL;TYPE=CELL:${esc(card.cell)}`);
  if (card.fax) lines.push(`TEL;TYPE=FAX:${esc(card.fax)}`);
  if (card.email) lines.push(`EMAIL;TYPE=INTERNET:${esc(card.email)}`);
  if (card.site) lines.push(`URL:${esc(card.site)}`);
  if (card.street || card.city || card.state || card.zip || card.country)
    lines.push(
      `ADR;TYPE=WORK:;;${esc(card.street)};${esc(card.city)};${esc(card.state)};${esc(card.zip)};${esc(card.country)}`,
    );
  for (const network of ['facebook', 'instagram', 'twitter', 'linkedin'] as const)
    if (card[network]) lines.push(`X-SOCIALPROFILE;TYPE=${network}:${esc(card[network])}`);
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
};

/** A safe ASCII file name for the download. */
export const vcardFileName = (card: QrDataOutputs['vcard']): string =>
  `${[card.fname, card.lname].filter(Boolean).join('-') || card.org || 'contact'}`
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'contact';
