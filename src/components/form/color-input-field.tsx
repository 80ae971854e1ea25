import type { InputHTMLAttributes, Ref } from 'react';
import { toHexColor } from '../../lib/colors';
import { controlProps, FieldShell, useFieldIds, type LabelledFieldProps } from './field-shell';

export interface ColorInputFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'>,
    LabelledFieldProps {
  /** Plain text: the picker's accessible name is built from it. */
  label: string;
  /** The text the field holds now (`#RRGGBB`, '' when optional and unset): the picker shows it. */
  color: string;
  /** The native picker chose a colour (`#RRGGBB`, upper case). */
  onPick: (color: string) => void;
  /** What the native picker shows while the text is empty or unreadable. */
  fallback?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A colour as a hex text field (what a brand guide gives you to paste) with the browser's
 * native picker beside it; both edit the same value, and the schema checks the text.
 */
export const ColorInputField = ({
  label,
  hint,
  error,
  isRequired,
  color,
  onPick,
  fallback = '#6B7280',
  className,
  ...rest
}: ColorInputFieldProps) => {
  const ids = useFieldIds(hint !== undefined, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={toHexColor(color, fallback).toLowerCase()}
          onChange={(event) => onPick(event.target.value.toUpperCase())}
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
        />
      </div>
    </FieldShell>
  );
};
