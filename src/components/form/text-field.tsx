import { useFormContext } from 'react-hook-form';
import { InputField, PasswordInputField, type InputFieldProps } from './input-field';
import { useFieldError } from './use-field-error';

export interface TextFieldProps extends Omit<InputFieldProps, 'name' | 'error' | 'ref'> {
  /** The react-hook-form field name; its error shows under the input. */
  name: string;
}

export const TextField = ({ name, ...rest }: TextFieldProps) => {
  const { register } = useFormContext();
  return <InputField {...rest} error={useFieldError(name)} {...register(name)} />;
};

export const PasswordField = ({ name, ...rest }: Omit<TextFieldProps, 'type'>) => {
  const { register } = useFormContext();
  return <PasswordInputField {...rest} error={useFieldError(name)} {...register(name)} />;
};
