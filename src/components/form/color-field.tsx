import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toHexColor } from '../../lib/colors';
import { FieldShell, inputClass, useFieldMeta } from './field';

export interface ColorFieldProps {
  /** The react-hook-form field holding `#RRGGBB` text ('' when the colour is optional and unset). */
  name: string;
  label: string;
  hint?: ReactNode;
  isRequired?: boolean;
  /** What the native picker shows while the text is empty or unreadable. */
  fallback?: string;
}

/**
 * A colour as a hex text field (what a brand guide gives you to paste) with the browser's
 * native picker beside it; both edit the same form value, and the schema checks the text.
 */
export const ColorField = ({
  name,
  label,
  hint,
  isRequired,
  fallback = '#6B7280',
}: ColorFieldProps) => {
  const meta = useFieldMeta(name, hint !== undefined);
  const { register, setValue, control } = useFormContext();
  const value = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <FieldShell meta={meta} label={label} hint={hint} isRequired={isRequired}>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={toHexColor(value, fallback).toLowerCase()}
          onChange={(event) =>
            setValue(name, event.target.value.toUpperCase(), {
              shouldDirty: true,
              shouldValidate: meta.error !== undefined,
            })
          }
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1 dark:border-gray-600 dark:bg-gray-900"
        />
        <input
          id={meta.id}
          type="text"
          className={`${inputClass} font-mono`}
          placeholder="#1A73E8"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={7}
          aria-invalid={meta.error ? true : undefined}
          aria-describedby={meta.describedBy}
          aria-required={isRequired || undefined}
          {...register(name)}
        />
      </div>
    </FieldShell>
  );
};
