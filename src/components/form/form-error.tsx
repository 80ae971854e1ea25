import { ErrorBanner } from './field-shell';
import { useFieldSource } from './field-source';

/**
 * The form-level banner: a server message, "cannot reach the server", or a rule across
 * fields. Announced when it appears.
 */
export const FormError = () => <ErrorBanner message={useFieldSource().formError} />;
