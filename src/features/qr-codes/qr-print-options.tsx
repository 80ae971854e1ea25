import { useId } from 'react';
import { qrLevelFor } from '../../api/qr-capacity';
import {
  MAX_CALL_TO_ACTION,
  QR_LEVEL_RESTORES,
  QR_LEVELS,
  type QrPrintDesign,
} from '../../lib/qr-print-design';
import { useT } from '../../components/i18n/use-t';
import { defineMessage } from '../../lib/i18n';

const FRAMES = [
  { value: 'none', label: defineMessage({ defaultMessage: 'None', description: 'no frame' }) },
  { value: 'border', label: defineMessage({ defaultMessage: 'Plain border' }) },
  { value: 'label', label: defineMessage({ defaultMessage: 'Border with a call to action' }) },
] as const;

const radioRow = 'flex items-center gap-2 text-sm';

/**
 * Frame, call to action and error correction of the printed code. The service does not store
 * them (its API takes colours and logo only): they are kept with the design on this device.
 */
export const QrPrintOptions = ({
  print,
  onChange,
  hasLogo,
}: {
  print: QrPrintDesign;
  onChange: (print: QrPrintDesign) => void;
  hasLogo: boolean;
}) => {
  const t = useT();
  const id = useId();
  const set = (change: Partial<QrPrintDesign>) => onChange({ ...print, ...change });
  const automatic = qrLevelFor(hasLogo);
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-device`}>
      <legend className="sr-only">{t({ defaultMessage: 'Print options' })}</legend>
      <p id={`${id}-device`} className="text-sm text-gray-700 dark:text-gray-300">
        {t({
          defaultMessage:
            "This device's design: frame, call to action, error correction and printed width are kept in this browser for your account, not sent to your service.",
        })}
      </p>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t({ defaultMessage: 'Frame' })}</legend>
        {FRAMES.map((frame) => (
          <label key={frame.value} className={radioRow}>
            <input
              type="radio"
              name={`${id}-frame`}
              value={frame.value}
              checked={print.frame === frame.value}
              onChange={() => set({ frame: frame.value })}
              className="size-4 accent-brand-600"
            />
            {t(frame.label)}
          </label>
        ))}
      </fieldset>
      {print.frame === 'label' && (
        <>
          <div className="space-y-1">
            <label htmlFor={`${id}-cta`} className="block text-sm font-medium">
              {t({ defaultMessage: 'Call to action' })}
            </label>
            <input
              id={`${id}-cta`}
              value={print.callToAction}
              maxLength={MAX_CALL_TO_ACTION}
              onChange={(event) => set({ callToAction: event.target.value })}
              aria-describedby={`${id}-cta-count`}
              className="min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm dark:border-gray-600 dark:bg-gray-900"
            />
            <p id={`${id}-cta-count`} className="text-sm text-gray-600 dark:text-gray-400">
              {t(
                {
                  defaultMessage:
                    '{count, number} of {max, plural, one {# character} other {# characters}}',
                },
                { count: print.callToAction.length, max: MAX_CALL_TO_ACTION },
              )}
            </p>
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">
              {t({ defaultMessage: 'Call to action goes' })}
            </legend>
            {(['above', 'below'] as const).map((position) => (
              <label key={position} className={radioRow}>
                <input
                  type="radio"
                  name={`${id}-position`}
                  value={position}
                  checked={print.labelPosition === position}
                  onChange={() => set({ labelPosition: position })}
                  className="size-4 accent-brand-600"
                />
                {position === 'above'
                  ? t({ defaultMessage: 'Above the code' })
                  : t({ defaultMessage: 'Below the code' })}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-level`} className="block text-sm font-medium">
          {t({ defaultMessage: 'Error correction' })}
        </label>
        <select
          id={`${id}-level`}
          value={print.level ?? ''}
          onChange={(event) =>
            set({ level: QR_LEVELS.find((level) => level === event.target.value) })
          }
          className="min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm dark:border-gray-600 dark:bg-gray-900"
        >
          <option value="">
            {t(
              {
                defaultMessage:
                  'For the logo: {level} ({hasLogo, select, true {with a logo} other {no logo}})',
                description: 'level: L, M, Q or H',
              },
              { level: automatic, hasLogo: String(hasLogo) },
            )}
          </option>
          {QR_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(
                {
                  defaultMessage: '{level}: restores {share, number, percent} of the code',
                  description: 'level: L, M, Q or H',
                },
                { level, share: QR_LEVEL_RESTORES[level] },
              )}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
};
