import { z } from 'zod/mini';
import { t } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import { Form } from '../form/form';
import { FormActions } from '../form/form-actions';
import { SelectField } from '../form/select-field';
import { useSchemaForm } from '../form/use-schema-form';
import type { BulkChoice } from './bulk-bar';
import { WORDS } from './words';

const choiceSchema = z.object({
  id: z
    .string()
    .check(z.minLength(1, { error: () => t({ defaultMessage: 'Choose one from the list.' }) })),
});

export interface BulkChoiceFormProps {
  choice: BulkChoice;
  /** "Assign 3 links": what the submit button says (already translated). */
  submitLabel: string;
  onClose: () => void;
}

/**
 * The bulk bar's "choose a campaign/channel" form, on the one form engine
 * (docs/decisions/0007-forms-on-first-paint.md).
 */
export const BulkChoiceForm = ({ choice, submitLabel, onClose }: BulkChoiceFormProps) => {
  const t = useT();
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
        label={t(choice.fieldLabel)}
        isRequired
        disabled={!options}
        options={[
          {
            value: '',
            label: options
              ? t({
                  defaultMessage: 'Choose…',
                  description: 'The first option of a list to choose from',
                })
              : t(WORDS.loading),
          },
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
