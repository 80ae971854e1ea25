import { useFormContext } from 'react-hook-form';
import { TextareaInputField, type TextareaInputFieldProps } from './textarea-input-field';
import { useFieldError } from './use-field-error';

export interface TextareaFieldProps extends Omit<
  TextareaInputFieldProps,
  'name' | 'error' | 'ref'
> {
  /** The react-hook-form field name; its error shows under the text area. */
  name: string;
}

/** TextareaInputField wired to the surrounding react-hook-form form, as TextField is. */
export const TextareaField = ({ name, ...rest }: TextareaFieldProps) => {
  const { register } = useFormContext();
  return <TextareaInputField {...rest} error={useFieldError(name)} {...register(name)} />;
};
