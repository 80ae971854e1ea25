import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { withChanges } from '../../lib/url-state';
import { inputClass } from '../form/field-shell';

/**
 * A choice beside a list's search: from 640 px as wide as its longest option, in every language
 * (a fixed width cut "Toutes les campagnes"); on a phone the whole width.
 */
export const LIST_SELECT = 'sm:w-auto sm:max-w-full';

/**
 * A list's labelled choice kept in the page's address (`?has=password`), so a view can be
 * shared or reloaded. The first option (`allLabel`) removes the parameter.
 */
export const AddressSelect = ({
  param,
  label,
  value,
  allLabel,
  options,
  clears = [],
  hint,
  onIntent,
  className = '',
}: {
  param: string;
  label: string;
  value: string | number | null;
  allLabel: string;
  /** [value, label] pairs after the first option. */
  options: Iterable<readonly [string | number, string]>;
  /** Other parameters a new choice removes (the page number of a list it filters). */
  clears?: readonly string[];
  /** A sentence under the choice, tied to it by `aria-describedby`. */
  hint?: ReactNode;
  /** Focusing or pressing the choice: the moment to load what it offers. */
  onIntent?: () => void;
  className?: string;
}) => {
  const [, setSearchParams] = useSearchParams();
  const id = useId();
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onFocus={onIntent}
        onPointerDown={onIntent}
        onChange={(event) =>
          setSearchParams((current) =>
            withChanges(current, {
              [param]: event.target.value || null,
              ...Object.fromEntries(clears.map((name) => [name, null])),
            }),
          )
        }
        className={`${inputClass} ${LIST_SELECT}`}
      >
        <option value="">{allLabel}</option>
        {[...options].map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      )}
    </div>
  );
};
