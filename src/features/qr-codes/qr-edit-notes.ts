import type { Translate } from '../../lib/i18n';

/**
 * The designer's words that only an edit shows. The edit page brings them (`QrEditContext`), so a
 * new code's page, at its weight ceiling, carries none of them; `t` is the page's (`useT`).
 */
export const qrEditNotes = (t: Translate) => ({
  fixedType: t({
    defaultMessage:
      'The type is fixed once a code is created; create a new QR code for another type.',
  }),
  unknownType: t({
    defaultMessage:
      'Your service does not report which type this code is or what it contains. To keep its content, choose no type and change only the design. To replace the content, choose the type the code was created with (the type itself cannot change) and enter the new content.',
  }),
  unknownContent: t({
    defaultMessage:
      'Your service does not send the current content of this code, so it cannot be shown here. What you enter replaces it.',
  }),
  unknownStyle: t({
    defaultMessage:
      'This server does not send the current colours and logo. They are changed only if you change them here.',
  }),
  nameLabel: t({ defaultMessage: 'Name:', description: 'before the QR code’s name' }),
  noName: t({ defaultMessage: 'No name' }),
  keepsName: t({ defaultMessage: 'A QR code keeps the name it was created with.' }),
  savedImageAlt: t({ defaultMessage: 'The saved QR code, as your service draws it' }),
  savedImageNote: t({
    defaultMessage: 'The saved code, drawn by your service; your changes show in it once saved.',
  }),
  notDrawable: t({
    defaultMessage: 'The content of this code is not known, so it cannot be drawn here.',
  }),
  opensShortLink: t({
    defaultMessage: 'This code opens its short link on your service, which counts each scan.',
  }),
  opensLink: (link: string) =>
    t({ defaultMessage: 'This code opens {link}, which counts each scan.' }, { link }),
  keepsContent: t({ defaultMessage: 'No type chosen: the stored content is kept as it is.' }),
});

export type QrEditNotes = ReturnType<typeof qrEditNotes>;
