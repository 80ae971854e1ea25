import type { InputHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type LabelledFieldProps } from './field-shell';
import { FilePicker } from './file-picker';
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
  const { ids, error, registration } = useField(name, hint !== undefined);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      {/* The form keeps no value for it (its `ref` lets the form focus the picker when it puts
          a message on it): `onChoose` reads the file at once. */}
      <FilePicker
        ids={ids}
        error={error}
        isRequired={isRequired}
        name={registration.name}
        inputRef={registration.ref}
        accept={accept}
        onChoose={onChoose}
      />
    </FieldShell>
  );
};

/** The same picker for a file that is not a form field (the caller holds its error). */
export const StandaloneFileField = ({
  label,
  hint,
  error,
  isRequired,
  accept,
  onChoose,
}: Omit<FileFieldProps, 'name'> & { error?: string }) => {
  const ids = useFieldIds(hint !== undefined, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <FilePicker
        ids={ids}
        error={error}
        isRequired={isRequired}
        accept={accept}
        onChoose={onChoose}
      />
    </FieldShell>
  );
};
