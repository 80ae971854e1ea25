import { useController } from 'react-hook-form';
import { SearchPicker, type SearchPickerProps } from '../ui/search-picker';

export interface SearchPickerFieldProps<T> extends Omit<
  SearchPickerProps<T>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
> {
  /** The react-hook-form field holding the chosen option (or null); its error shows under it. */
  name: string;
}

/** A SearchPicker wired to the surrounding form, as TextField is for a text input. */
export const SearchPickerField = <T,>({ name, ...picker }: SearchPickerFieldProps<T>) => {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name });
  return (
    <SearchPicker<T>
      {...picker}
      ref={ref}
      name={name}
      value={(value as T | null) ?? null}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
};
