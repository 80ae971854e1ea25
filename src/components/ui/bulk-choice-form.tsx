import { z } from 'zod/mini';
import { Form } from '../form/form';
import { FormActions } from '../form/form-actions';
import { SelectField } from '../form/select-field';
import { useSchemaForm } from '../form/use-schema-form';
import type { BulkChoice } from './bulk-bar';

const choiceSchema = z.object({
  id: z.string().check(z.minLength(1, { error: 'Choose one from the list.' })),
});

export interface BulkChoiceFormProps {
  choice: BulkChoice;
  /** "Assign 3 links": what the submit button says. */
  submitLabel: string;
  onClose: () => void;
}

/** The bulk bar's "choose a campaign/channel" form, on the one form engine (0007). */
export const BulkChoiceForm = ({ choice, submitLabel, onClose }: BulkChoiceFormProps) => {
  const form = useSchemaForm(choiceSchema, { id: '' });
  const { options } = choice;
  return (
    <Form
      form={form}
      onSubmit={({ id }) => {
        choice.onChoose(Number(id));
        onClose();
      }}
    >
      <SelectField
        name="id"
        label={choice.fieldLabel}
        isRequired
        disabled={!options}
        options={[
          { value: '', label: options ? 'Choose…' : 'Loading…' },
          ...(options ?? []).map((option) => ({ value: String(option.id), label: option.name })),
        ]}
      />
      {choice.loadError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {choice.loadError}
        </p>
      )}
      <FormActions onCancel={onClose} submitLabel={submitLabel} />
    </Form>
  );
};
