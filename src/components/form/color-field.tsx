import type { InputHTMLAttributes } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toHexColor } from '../../lib/colors';
import { controlProps, FieldShell, type LabelledFieldProps } from './field-shell';
import { useT } from '../i18n/use-t';
import { useField } from './use-field';

export interface ColorFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'children'>,
    Omit<LabelledFieldProps, 'error'> {
  /** The form field holding `#RRGGBB` text ('' when the colour is optional and unset). */
  name: string;
  /** Plain text: the picker's accessible name is built from it. */
  label: string;
  /** What the native picker shows while the text is empty or unreadable. */
  fallback?: string;
}

/**
 * A colour as a hex text field (what a brand guide gives you to paste) with the browser's
 * native picker beside it; both edit the same value, and the schema checks the text.
 */
export const ColorField = ({
  name,
  label,
  hint,
  isRequired,
  fallback = '#6B7280',
  className,
  ...rest
}: ColorFieldProps) => {
  const t = useT();
  const { ids, error, registration } = useField(name, hint !== undefined);
  const { setValue, control } = useFormContext();
  const color: unknown = useWatch({ control, name });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={t(
            {
              defaultMessage: '{field} picker',
              description: 'The colour chooser of a colour field; field: its label, like "Colour"',
            },
            { field: label },
          )}
          value={toHexColor(typeof color === 'string' ? color : '', fallback).toLowerCase()}
          onChange={(event) =>
            setValue(name, event.target.value.toUpperCase(), {
              shouldDirty: true,
              shouldValidate: error !== undefined,
            })
          }
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1 dark:border-gray-600 dark:bg-gray-900"
        />
        <input
          type="text"
          {...controlProps(ids, { error, isRequired }, `font-mono ${className ?? ''}`)}
          placeholder="#1A73E8"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={7}
          {...rest}
          {...registration}
        />
      </div>
    </FieldShell>
  );
};
