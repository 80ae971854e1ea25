import { get, useFormContext } from 'react-hook-form';

/** The current error message of a registered field (nested names like `data.ssid` work). */
export const useFieldError = (name: string): string | undefined => {
  const {
    formState: { errors },
  } = useFormContext();
  return (get(errors, name) as { message?: string } | undefined)?.message;
};
