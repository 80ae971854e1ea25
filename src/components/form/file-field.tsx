import { useId, useState, type InputHTMLAttributes } from 'react';
import { controlProps, FieldShell, type LabelledFieldProps } from './field-shell';
import { useT } from '../i18n/use-t';
import { useField } from './use-field';

export interface FileFieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, 'accept'>, Omit<LabelledFieldProps, 'error'> {
  /** The form field it stands for; a message set on it shows under the picker. */
  name: string;
  /** Receives the file as soon as it is chosen (the form's submit is not needed). */
  onChoose: (file: File) => void;
}

/**
 * A labelled file picker of the surrounding form, wired like TextField: label, hint, its error
 * under it, and the chosen file's name, read out with the hint.
 */
export const FileField = ({ name, label, hint, isRequired, accept, onChoose }: FileFieldProps) => {
  const t = useT();
  const { ids, error, registration } = useField(name, hint !== undefined);
  const chosenId = useId();
  const [chosen, setChosen] = useState<string>();
  const control = controlProps(
    ids,
    { error, isRequired },
    'file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800 dark:file:bg-brand-950 dark:file:text-brand-200',
  );
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <input
        {...control}
        aria-describedby={
          [control['aria-describedby'], chosen && chosenId].filter(Boolean).join(' ') || undefined
        }
        type="file"
        accept={accept}
        {...registration}
        // The form keeps no value for it (its `ref` lets the form focus the picker when it puts a
        // message on it): `onChoose` reads the file at once.
        onChange={(event) => {
          const file = event.target.files?.[0];
          setChosen(file?.name);
          if (file) onChoose(file);
        }}
      />
      {chosen && (
        <p id={chosenId} className="text-sm break-words text-gray-700 dark:text-gray-300">
          {t(
            { defaultMessage: 'Chosen file: {name}', description: "name: the file's name" },
            { name: chosen },
          )}
        </p>
      )}
    </FieldShell>
  );
};
