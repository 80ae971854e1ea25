import { useFormContext } from 'react-hook-form';
import { ErrorBanner } from './field-shell';

/**
 * The form-level banner: a server message, "cannot reach the server", or a rule across
 * fields. Announced when it appears.
 */
export const FormError = () => {
  const {
    formState: { errors },
  } = useFormContext();
  return <ErrorBanner message={errors.root?.server?.message ?? errors.root?.message} />;
};
