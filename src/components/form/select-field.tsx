import { useFormContext } from 'react-hook-form';
import { SelectInputField, type SelectInputFieldProps } from './select-input-field';
import { useFieldError } from './use-field-error';

export type { SelectOption } from './select-input-field';

export interface SelectFieldProps extends Omit<SelectInputFieldProps, 'name' | 'error' | 'ref'> {
  /** The react-hook-form field name; its error shows under the select. */
  name: string;
}

/** SelectInputField wired to the surrounding react-hook-form form, as TextField is. */
export const SelectField = ({ name, ...rest }: SelectFieldProps) => {
  const { register } = useFormContext();
  return <SelectInputField {...rest} error={useFieldError(name)} {...register(name)} />;
};
