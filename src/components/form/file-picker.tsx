import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '../i18n/use-t';
import { buttonClass } from '../ui/button';
import type { FieldIds } from './field-shell';

export interface FilePickerProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'accept'> {
  ids: FieldIds;
  error?: string;
  isRequired?: boolean;
  /** The form's handle on the input (it focuses the picker when it puts a message on it). */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  onChoose: (file: File) => void;
}

/**
 * A file picker in the app's language: a button and the chosen file's name in the app's words.
 * The browser's own control ("Choose File", "No file chosen") follows the browser's language,
 * so it is visually hidden; it still takes the focus, opens the system's picker with Enter or
 * Space and holds the file. The button is its label, drawn focused while the input is.
 */
export const FilePicker = ({
  ids,
  error,
  isRequired,
  inputRef,
  name,
  accept,
  onChoose,
}: FilePickerProps) => {
  const t = useT();
  const buttonId = useId();
  const chosenId = useId();
  const [chosen, setChosen] = useState<string>();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input
        ref={inputRef}
        id={ids.id}
        name={name}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-labelledby={`${ids.labelId} ${buttonId}`}
        aria-describedby={[ids.describedBy, chosenId].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setChosen(file?.name);
          if (file) onChoose(file);
        }}
      />
      <label
        htmlFor={ids.id}
        id={buttonId}
        className={buttonClass({
          className: `cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring) ${error ? 'border-red-600 dark:border-red-400' : ''}`,
        })}
      >
        {t({ defaultMessage: 'Choose a file', description: 'the button of a file picker' })}
      </label>
      <span id={chosenId} className="min-w-0 text-sm break-words text-gray-700 dark:text-gray-300">
        {chosen
          ? t(
              { defaultMessage: 'Chosen file: {name}', description: "name: the file's name" },
              { name: chosen },
            )
          : t({ defaultMessage: 'No file chosen', description: 'next to a file picker' })}
      </span>
    </div>
  );
};
