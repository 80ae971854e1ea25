import { Suspense, useState } from 'react';
import type { QrShareActionsProps } from './qr-share-actions';
import { isOverCapacity, qrCapacityOf } from '../../api/qr-capacity';
import { isStaticQrType } from '../../api/qr-types';
import { CopyButton } from '../../components/ui/copy-button';
import { SafeLink } from '../../components/ui/safe-link';
import { colorsForPreview } from './qr-form-model';
import type { KnownQr } from './qr-known';
import { QrPreview, QrServiceImage } from './qr-preview';
import { ServiceDownload } from './qr-service-download';
import { DEFAULT_PRINT, printLevelOf } from '../../lib/qr-print-design';
import { lazyWithPreload } from '../../components/ui/dialog';

// Files and the print sheet load when the marketer opens them: a visit to read the numbers
// does not carry them.
const QrShareActions = lazyWithPreload(
  async () => (await import('./qr-share-actions')).QrShareActions,
);

/** "Download and print", a disclosure whose content loads the first time it opens. */
const DownloadAndPrint = (props: QrShareActionsProps) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)} className="space-y-3">
      <summary
        className="cursor-pointer text-sm font-medium"
        onPointerEnter={QrShareActions.preload}
        onFocus={QrShareActions.preload}
      >
        Download and print
      </summary>
      {isOpen && (
        <Suspense fallback={<p className="text-sm">Loading…</p>}>
          <QrShareActions {...props} />
        </Suspense>
      )}
    </details>
  );
};

/** The code on its statistics page: drawn here when its content is known, else the service's image. */
export const QrCodePanel = ({ known, title }: { known: KnownQr; title: string }) => {
  const { qr, encoded, imageUrl, shortLink } = known;
  const colors = colorsForPreview({
    foreground: qr.foreground ?? '',
    background: qr.background ?? '',
  });
  const hasLogo = Boolean(qr.logo);
  const fallbackFileName = `qr-code-${qr.id}`;
  return (
    <>
      {encoded ? (
        <QrPreview
          value={encoded}
          label={`QR code of ${title}`}
          foreground={colors.foreground}
          background={colors.background}
          logoSize={hasLogo ? 0.2 : 0}
          size={192}
        />
      ) : imageUrl ? (
        <figure className="inline-block space-y-1">
          <span className="inline-block rounded-md border border-gray-200 p-2 dark:border-gray-700">
            <QrServiceImage src={imageUrl} alt={`QR code of ${title}`} size={192} />
          </span>
          <figcaption className="text-sm text-gray-600 dark:text-gray-400">
            Drawn by your service.
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          This server does not send what this code contains, so it cannot be drawn here.
        </p>
      )}
      {!known.isContentKnown && imageUrl && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Your service does not report this code&apos;s type or content, and it was not created on
          this device, so only the service&apos;s own image can be shown and downloaded.
        </p>
      )}
      {shortLink && (
        <div className="space-y-1 text-sm">
          <p className="font-medium">
            {qr.type && isStaticQrType(qr.type)
              ? 'Web page with the same content (not in the printed code)'
              : 'Short link'}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <SafeLink href={shortLink} />
            <CopyButton value={shortLink} label="Copy the short link" />
          </div>
        </div>
      )}
      {encoded && known.print && known.print.frame !== 'none' && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Files and the print sheet use this device&apos;s design:{' '}
          {known.print.frame === 'label'
            ? `a frame with “${known.print.callToAction}” ${known.print.labelPosition} the code`
            : 'a plain border'}{' '}
          (change it under Edit).
        </p>
      )}
      {encoded && !isOverCapacity(qrCapacityOf(encoded, hasLogo)) && (
        <DownloadAndPrint
          value={encoded}
          name={qr.name}
          fallbackFileName={fallbackFileName}
          foreground={colors.foreground}
          background={colors.background}
          level={printLevelOf(known.print ?? {}, hasLogo)}
          hasLogo={hasLogo}
          print={known.print ?? DEFAULT_PRINT}
        />
      )}
      {imageUrl && (
        <ServiceDownload href={imageUrl} name={qr.name} fallbackFileName={fallbackFileName} />
      )}
    </>
  );
};
