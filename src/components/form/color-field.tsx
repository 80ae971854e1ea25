import { useFormContext, useWatch } from 'react-hook-form';
import { ColorInputField, type ColorInputFieldProps } from './color-input-field';
import { useFieldError } from './use-field-error';

export interface ColorFieldProps extends Omit<
  ColorInputFieldProps,
  'name' | 'error' | 'color' | 'onPick' | 'ref'
> {
  /** The react-hook-form field holding `#RRGGBB` text ('' when the colour is optional and unset). */
  name: string;
}

/** ColorInputField wired to the surrounding react-hook-form form: text and picker, one value. */
export const ColorField = ({ name, ...rest }: ColorFieldProps) => {
  const error = useFieldError(name);
  const { register, setValue, control } = useFormContext();
  const color = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <ColorInputField
      {...rest}
      error={error}
      color={color}
      onPick={(picked) =>
        setValue(name, picked, { shouldDirty: true, shouldValidate: error !== undefined })
      }
      {...register(name)}
    />
  );
};
