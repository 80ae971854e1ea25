import { Suspense, useState } from 'react';
import type { QrShareActionsProps } from './qr-share-actions';
import { isOverCapacity, qrCapacityOf } from '../../api/qr-capacity';
import { isStaticQrType } from '../../api/qr-types';
import { CopyButton } from '../../components/ui/copy-button';
import { SafeLink } from '../../components/ui/safe-link';
import { colorsForPreview, DEFAULT_LOGO_SIZE } from './qr-form-model';
import { AsPrintedPreview } from './qr-as-printed-preview';
import type { KnownQr } from './qr-known';
import { QrPreview, QrServiceImage } from './qr-preview';
import { ServiceDownload } from './qr-service-download';
import { DEFAULT_PRINT, printLevelOf } from '../../lib/qr-print-design';
import { lazyWithPreload } from '../../components/ui/dialog';
import { useT } from '../../components/i18n/use-t';
import { DOWNLOAD_AND_PRINT, SHORT_LINK } from './qr-words';

// Files and the print sheet load when the marketer opens them: a visit to read the numbers
// does not carry them.
// The framed drawing loads only for a code this device framed.
const QrShareActions = lazyWithPreload(
  async () => (await import('./qr-share-actions')).QrShareActions,
);

/** "Download and print", a disclosure whose content loads the first time it opens. */
const DownloadAndPrint = (props: QrShareActionsProps) => {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)} className="space-y-3">
      <summary
        className="cursor-pointer text-sm font-medium"
        onPointerEnter={QrShareActions.preload}
        onFocus={QrShareActions.preload}
      >
        {t(DOWNLOAD_AND_PRINT)}
      </summary>
      {isOpen && (
        <Suspense fallback={<p className="text-sm">{t({ defaultMessage: 'Loading…' })}</p>}>
          <QrShareActions {...props} />
        </Suspense>
      )}
    </details>
  );
};

/** The code on its statistics page: drawn here when its content is known, else the service's image. */
export const QrCodePanel = ({ known, title }: { known: KnownQr; title: string }) => {
  const t = useT();
  const { qr, encoded, imageUrl, shortLink, print } = known;
  const colors = colorsForPreview({
    foreground: qr.foreground ?? '',
    background: qr.background ?? '',
  });
  const hasLogo = Boolean(qr.logo);
  const level = printLevelOf(print ?? {}, hasLogo);
  const fallbackFileName = `qr-code-${qr.id}`;
  const codeOf = t({ defaultMessage: 'QR code of {name}' }, { name: title });
  return (
    <>
      {encoded ? (
        <QrPreview
          value={encoded}
          label={codeOf}
          foreground={colors.foreground}
          background={colors.background}
          logoSize={hasLogo ? (known.logoSize ?? DEFAULT_LOGO_SIZE) : 0}
          size={192}
        />
      ) : imageUrl ? (
        <figure className="inline-block space-y-1">
          <span className="inline-block rounded-md border border-gray-200 p-2 dark:border-gray-700">
            <QrServiceImage src={imageUrl} alt={codeOf} size={192} />
          </span>
          <figcaption className="text-sm text-gray-600 dark:text-gray-400">
            {t({ defaultMessage: 'Drawn by your service.' })}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t({
            defaultMessage:
              'This server does not send what this code contains, so it cannot be drawn here.',
          })}
        </p>
      )}
      {encoded && print && print.frame !== 'none' && (
        // As in the designer: the code as printed, with this device's frame and call to action.
        <AsPrintedPreview
          value={encoded}
          foreground={colors.foreground}
          background={colors.background}
          level={level}
          print={print}
          className="h-auto w-48"
        />
      )}
      {!known.isContentKnown && imageUrl && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t({
            defaultMessage:
              "Your service does not report this code's type or content, and it was not created on this device, so only the service's own image can be shown and downloaded.",
          })}
        </p>
      )}
      {shortLink && (
        <div className="space-y-1 text-sm">
          <p className="font-medium">
            {qr.type && isStaticQrType(qr.type)
              ? t({ defaultMessage: 'Web page with the same content (not in the printed code)' })
              : t(SHORT_LINK)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <SafeLink href={shortLink} />
            <CopyButton value={shortLink} label={t({ defaultMessage: 'Copy the short link' })} />
          </div>
        </div>
      )}
      {encoded && !print && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t({
            defaultMessage:
              'This device has no print design for this code: a frame and call to action are kept only in the browser that designed the code, so here it is shown and downloaded without them.',
          })}
        </p>
      )}
      {encoded && print && print.frame !== 'none' && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t(
            {
              defaultMessage:
                "{position, select, above {Files and the print sheet use this device's design: a frame with “{text}” above the code (change it under Edit).} below {Files and the print sheet use this device's design: a frame with “{text}” below the code (change it under Edit).} other {Files and the print sheet use this device's design: a plain border (change it under Edit).}}",
              description: 'text: the call to action printed with the code',
            },
            {
              position: print.frame === 'label' ? print.labelPosition : 'none',
              text: print.callToAction,
            },
          )}
        </p>
      )}
      {encoded && !isOverCapacity(qrCapacityOf(encoded, hasLogo)) && (
        <DownloadAndPrint
          value={encoded}
          name={qr.name}
          fallbackFileName={fallbackFileName}
          foreground={colors.foreground}
          background={colors.background}
          level={level}
          hasLogo={hasLogo}
          print={print ?? DEFAULT_PRINT}
        />
      )}
      {imageUrl && (
        <ServiceDownload href={imageUrl} name={qr.name} fallbackFileName={fallbackFileName} />
      )}
    </>
  );
};
