import { useState } from 'react';
import { colorsForPreview } from './qr-form-model';
import type { KnownQr } from './qr-known';
import { QrThumbnail } from './qr-thumbnail';
import { qrTypeLabel } from '../../api/qr-types';
import { useT } from '../../components/i18n/use-t';

/** Cells of a QR code's row: its code and its type, as far as they are known. */

export const QrRowCode = ({ known }: { known: KnownQr }) => (
  <QrThumbnail
    value={known.encoded}
    imageUrl={known.imageUrl}
    {...colorsForPreview({
      foreground: known.qr.foreground ?? '',
      background: known.qr.background ?? '',
    })}
  />
);

/** The type, or "—" when the service does not say it (real instances never do). */
export const QrRowType = ({ known }: { known: KnownQr }) => {
  const t = useT();
  if (known.qr.type) return qrTypeLabel(known.qr.type);
  const notReported = t({ defaultMessage: 'Not reported by your service' });
  return (
    <span title={notReported}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{notReported}</span>
    </span>
  );
};

/** Wide enough for the note to stand open above the table (Tailwind's `sm`). */
const isWide = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 640px)').matches;

/** Says once, above the table, what "—" means; folded on phones, so the first card shows. */
export const UnknownTypesNote = ({ known }: { known: readonly KnownQr[] }) => {
  const t = useT();
  const [isOpen] = useState(isWide);
  if (!known.some((entry) => !entry.qr.type)) return null;
  return (
    <details open={isOpen} className="mb-3">
      <summary className="cursor-pointer text-sm font-medium sm:hidden">
        {t({ defaultMessage: 'What “—” means' })}
      </summary>
      <p className="max-w-prose text-sm text-gray-700 max-sm:mt-1 dark:text-gray-300">
        {t({
          defaultMessage:
            "Your service does not report the type or content of its QR codes: “—” marks them, and their images are the service's own. Codes created on this device show what was saved.",
        })}
      </p>
    </details>
  );
};
