import { lazy, Suspense, type ComponentType } from 'react';
import { qrLevelFor, type QrLevel } from '../../api/qr-capacity';
import { ErrorBoundary } from '../../components/feedback/error-boundary';
import { useT } from '../../components/i18n/use-t';
import { defineMessage } from '../../lib/i18n';

// The encoder loads once there is content to encode: a new dynamic code shows the sample.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** Over a new dynamic code's sample: the default, and the designer's words for it. */
export const SAMPLE_PENDING = defineMessage({
  defaultMessage: 'Sample: encodes the short link once saved',
});

/** The props a drawing of the code gets (qrcode.react's, and the designer's sample's). */
export interface QrDrawingProps {
  level: QrLevel;
  size: number;
  fgColor: string;
  bgColor: string;
  'aria-label': string;
  className?: string;
}

export interface QrPreviewProps {
  /** The text the code encodes; null when it is not known yet (a short link before saving). */
  value: string | null;
  /**
   * Drawn, faded, while `value` is null: the designer's sample (qr-sample.tsx), which comes with
   * the designer, so the list and statistics pages, whose codes are known, do not carry it.
   */
  Sample?: ComponentType<QrDrawingProps>;
  /** What the code does, for screen readers: "QR code with the text “Hello”". */
  label: string;
  foreground: string;
  background: string;
  /** Logo width as a fraction of the code's width; 0 without a logo. */
  logoSize?: number;
  size?: number;
  /** Shown over the faded sample while `value` is null. */
  pendingMessage?: string;
}

/**
 * The code as it will print, rendered in the browser. The logo is never loaded (no third-party
 * requests, docs/decisions/0015-qr-logo-privacy-and-scannability.md): a neutral square of the logo's size stands in.
 */
export const QrPreview = ({
  value,
  label,
  foreground,
  background,
  logoSize = 0,
  size = 224,
  pendingMessage,
  Sample,
}: QrPreviewProps) => {
  const t = useT();
  const level = qrLevelFor(logoSize > 0);
  // The same drawing whether it is the sample or the code.
  const drawing = { size, level, fgColor: foreground, bgColor: background, 'aria-label': label };
  return (
    <ErrorBoundary
      resetKey={`${level}:${value}`}
      fallback={
        <p className="max-w-xs rounded-md border border-dashed border-gray-400 p-4 text-sm text-gray-700 dark:border-gray-500 dark:text-gray-300">
          {t({
            defaultMessage:
              'This code cannot be drawn: its content is too long for a QR code or cannot be encoded.',
          })}
        </p>
      }
    >
      <div
        className="relative inline-block rounded-md border border-gray-200 p-4 dark:border-gray-700"
        style={{ backgroundColor: background }}
        data-encoded={value ?? ''}
        data-level={level}
      >
        {value === null ? (
          Sample && <Sample {...drawing} className="opacity-40" />
        ) : (
          <Suspense fallback={<span className="block" style={{ width: size, height: size }} />}>
            <QRCodeSVG {...drawing} value={value} marginSize={0} />
          </Suspense>
        )}
        {logoSize > 0 && (
          <div
            aria-hidden="true"
            data-testid="qr-logo-placeholder"
            className="absolute inset-0 m-auto flex items-center justify-center border-2 border-dashed border-gray-500 bg-gray-200 text-xs font-medium text-gray-700"
            style={{ width: size * logoSize, height: size * logoSize }}
          >
            {t({ defaultMessage: 'Logo', description: 'where the logo goes on the code' })}
          </div>
        )}
        {value === null && (
          <p className="absolute inset-x-4 top-1/2 -translate-y-1/2 rounded bg-white/95 p-2 text-center text-sm font-medium text-gray-900 shadow">
            {pendingMessage ?? t(SAMPLE_PENDING)}
          </p>
        )}
      </div>
    </ErrorBoundary>
  );
};

/**
 * The image the instance itself draws for a code (real instances link it), loaded from the
 * API's origin, which the Content-Security-Policy allows for images only.
 */
export const QrServiceImage = ({
  src,
  alt,
  size,
}: {
  src: string;
  /** "" for a decorative copy next to the code's name. */
  alt: string;
  size: number;
}) => (
  <img
    src={src}
    alt={alt}
    width={size}
    height={size}
    referrerPolicy="no-referrer"
    data-testid="qr-service-image"
    className="block bg-white"
  />
);
