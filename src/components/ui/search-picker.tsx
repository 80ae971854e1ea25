import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldShell, inputClass, useFieldIds } from '../form/field-shell';
import { useT } from '../i18n/use-t';
import { Spinner } from './button';
import { Icon } from './icon';

export interface SearchPickerProps<T> {
  /** Names the input and its list. */
  label: string;
  hint?: ReactNode;
  /** The field's error (e.g. "Choose a link from the list."), shown under it. */
  error?: string;
  isRequired?: boolean;
  /** The options for the current search: the caller fetches or filters them. */
  options: readonly T[];
  /** Called with the trimmed search text once the user stops typing for `debounceMs`. */
  onSearch: (query: string) => void;
  /** True while the options for the latest search are loading. */
  isLoading?: boolean;
  /** Why the options could not be loaded, said inside the list. */
  loadError?: string;
  value: T | null;
  onChange: (value: T | null) => void;
  getKey: (option: T) => string | number;
  /** The option as plain text: written into the input once chosen. */
  getLabel: (option: T) => string;
  /** A second, smaller line under the label in the list (e.g. the URL). */
  getDescription?: (option: T) => string;
  /** What to say when nothing matches the search text. */
  emptyMessage?: (query: string) => ReactNode;
  placeholder?: string;
  debounceMs?: number;
  name?: string;
  /** For react-hook-form: focuses the input when the field gets an error. */
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * An editable combobox with a list popup (WAI-ARIA APG "combobox with listbox popup"): typing
 * searches (debounced, the caller loads the options), Down/Up move through the options, Enter
 * chooses, Escape closes the list (or, when closed, clears the field), Alt+Down opens it.
 * Focus stays in the input; the active option is announced through aria-activedescendant.
 */
export const SearchPicker = <T,>({
  label,
  hint,
  error,
  isRequired,
  options,
  onSearch,
  isLoading = false,
  loadError,
  value,
  onChange,
  getKey,
  getLabel,
  getDescription,
  emptyMessage,
  placeholder,
  debounceMs = 300,
  name,
  ref,
  onBlur,
}: SearchPickerProps<T>) => {
  const t = useT();
  const sayEmpty =
    emptyMessage ??
    ((search: string) =>
      search
        ? t(
            {
              defaultMessage: 'Nothing matches “{search}”.',
              description: 'search: the text typed',
            },
            { search },
          )
        : t({ defaultMessage: 'Nothing to choose yet.' }));
  const searching = t({ defaultMessage: 'Searching…' });
  const ids = useFieldIds(hint !== undefined, error);
  const listboxId = useId();
  const [text, setText] = useState(() => (value ? getLabel(value) : ''));
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The debounced search: one request per pause in typing, not one per key.
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => {
      setQuery(text.trim());
      onSearchRef.current(text.trim());
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, query, debounceMs]);

  // A value set from outside (a form reset) shows in the input.
  // Changes made here update shownKey at once, so only outside changes reach this branch.
  const valueKey = value ? getKey(value) : null;
  const [shownKey, setShownKey] = useState(valueKey);
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    setText(value ? getLabel(value) : '');
  }

  const isSearching = isLoading || text.trim() !== query;
  // The listbox holds options only; "Searching…" or "no match" shows beside it, not inside.
  const isListShown = isOpen && options.length > 0;
  const activeOption = isOpen && activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionId = (option: T) => `${listboxId}-option-${String(getKey(option))}`;

  // The list that opens is brought fully into view (a dialog scrolls to show it).
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (isListShown) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isListShown]);

  useEffect(() => {
    if (!activeOption) return;
    const element = document.getElementById(optionId(activeOption));
    element?.scrollIntoView?.({ block: 'nearest' });
  });

  const open = () => {
    setIsOpen(true);
    setActiveIndex(-1);
  };
  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const choose = (option: T) => {
    onChange(option);
    setText(getLabel(option));
    setShownKey(getKey(option));
    close();
  };
  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setActiveIndex((index) => {
      if (index < 0) return step === 1 ? 0 : options.length - 1;
      return (index + step + options.length) % options.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) {
          open();
          if (!event.altKey) move(1);
        } else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else if (!isOpen) {
          open();
          move(-1);
        } else move(-1);
        break;
      case 'Enter':
        if (!isOpen) return;
        // Inside a form, Enter chooses the option instead of submitting.
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else close();
        break;
      case 'Escape':
        if (isOpen) {
          // Closes the list only, not the dialog around the picker.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          setText('');
          setShownKey(null);
          if (value) onChange(null);
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const status = !isOpen
    ? ''
    : loadError
      ? loadError
      : isSearching
        ? searching
        : options.length === 0
          ? ''
          : t(
              {
                defaultMessage:
                  '{count, plural, one {# result} other {# results}}. Use the up and down arrows to choose, Enter to pick.',
                description: 'Read by screen readers when a search list opens',
              },
              { count: options.length },
            );

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} pe-9`}
          placeholder={placeholder}
          value={text}
          aria-expanded={isListShown}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setShownKey(null);
            if (value) onChange(null);
            if (!isOpen) setIsOpen(true);
            setActiveIndex(-1);
          }}
          onClick={() => (isOpen ? close() : open())}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-gray-500 dark:text-gray-400">
          {isOpen && isSearching ? (
            <Spinner />
          ) : (
            <Icon
              path="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z"
              className="size-4"
            />
          )}
        </span>
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={!isListShown}
          // Clicking an option must not blur the input first (which would close the list).
          onMouseDown={(event) => event.preventDefault()}
          // In the flow, not floating: inside a dialog a floating list was cut off by the dialog's
          // edge and covered its buttons; this one pushes them down and scrolls with the dialog.
          className="mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg dark:border-gray-600 dark:bg-gray-900"
        >
          {options.map((option, index) => {
            const isActive = index === activeIndex;
            const isChosen = valueKey !== null && getKey(option) === valueKey;
            return (
              // Keyboard use goes through the input (aria-activedescendant), as the pattern says.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={getKey(option)}
                id={optionId(option)}
                role="option"
                aria-selected={isActive}
                className={`flex cursor-pointer items-start gap-2 px-3 py-2 ${
                  isActive
                    ? 'bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-brand-100'
                    : 'hover:bg-gray-100 dark:hover:bg-gray-800'
                }`}
                onClick={() => choose(option)}
                onMouseMove={() => setActiveIndex(index)}
              >
                <span aria-hidden="true" className="w-4 shrink-0">
                  {isChosen ? '✓' : ''}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{getLabel(option)}</span>
                  {getDescription && (
                    <span className="block text-xs break-all text-gray-600 dark:text-gray-400">
                      {getDescription(option)}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        {isOpen && options.length === 0 && (
          <p className="absolute z-20 mt-1 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-700 shadow-lg dark:border-gray-600 dark:bg-gray-900 dark:text-gray-300">
            {loadError ?? (isSearching ? searching : sayEmpty(text.trim()))}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {status || (isOpen && !isSearching && options.length === 0 ? sayEmpty(text.trim()) : '')}
      </p>
    </FieldShell>
  );
};
