import { QRCodeSVG } from 'qrcode.react';
import { ErrorBoundary } from '../../components/feedback/error-boundary';
import { QrServiceImage } from './qr-preview';
import { useT } from '../../components/i18n/use-t';

/** What a row shows where its code would be, when there is none to show. */
const ThumbnailNote = ({ children }: { children: string }) => (
  <span className="inline-flex size-14 items-center justify-center rounded border border-dashed border-gray-300 text-center text-[10px] leading-tight text-gray-600 dark:border-gray-600 dark:text-gray-400">
    {children}
  </span>
);

/**
 * A small code for a table row, decorative next to the row's text (hidden from screen readers):
 * drawn here from known content, else the instance's own image, else a placeholder.
 */
export const QrThumbnail = ({
  value,
  imageUrl = null,
  foreground,
  background,
}: {
  value: string | null;
  imageUrl?: string | null;
  foreground: string;
  background: string;
}) => {
  const t = useT();
  return value ? (
    <ErrorBoundary
      resetKey={value}
      fallback={<ThumbnailNote>{t({ defaultMessage: 'Cannot be drawn' })}</ThumbnailNote>}
    >
      <span className="inline-block p-1" style={{ backgroundColor: background }}>
        <QRCodeSVG
          value={value}
          size={36}
          level="M"
          fgColor={foreground}
          bgColor={background}
          aria-hidden="true"
          data-encoded={value}
        />
      </span>
    </ErrorBoundary>
  ) : imageUrl ? (
    <span className="inline-block rounded border border-gray-200 dark:border-gray-700">
      <QrServiceImage src={imageUrl} alt="" size={44} />
    </span>
  ) : (
    <ThumbnailNote>{t({ defaultMessage: 'No preview' })}</ThumbnailNote>
  );
};
