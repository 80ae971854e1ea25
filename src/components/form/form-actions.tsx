import { useFormState } from 'react-hook-form';
import { FormButtons, type FormButtonsProps } from './form-buttons';

export type FormActionsProps = Omit<FormButtonsProps, 'isSubmitting'>;

/** FormButtons for a react-hook-form form: reads the submitting state from `<Form>`. */
export const FormActions = (props: FormActionsProps) => {
  const { isSubmitting } = useFormState();
  return <FormButtons {...props} isSubmitting={isSubmitting} />;
};
