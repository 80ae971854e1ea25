import { z } from 'zod/mini';
import type { Link } from '../../api/links';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { LinkPickerField } from '../../resources/pickers';

const assignLinkSchema = z.object({
  link: z.custom<Link | null>((value) => value !== null && value !== undefined, {
    error: 'Choose a link from the list.',
  }),
});

type AssignLinkValues = z.output<typeof assignLinkSchema>;

export interface AssignLinkFormProps {
  campaignName: string;
  onSubmit: (link: Link) => Promise<unknown>;
  onCancel: () => void;
}

/** Picks one of the user's links by searching for it and assigns it to a campaign. */
export const AssignLinkForm = ({ campaignName, onSubmit, onCancel }: AssignLinkFormProps) => {
  const form = useSchemaForm(assignLinkSchema, { link: null });

  const submit = sendOrShowServerErrors(
    form.setError,
    ['link'],
    async (values: AssignLinkValues) => {
      if (values.link) await onSubmit(values.link);
    },
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={`Assign a link to ${campaignName}`}>
      <LinkPickerField
        name="link"
        label="Link"
        hint="A link belongs to at most one campaign: assigning a link that is in another campaign moves it here."
      />
      <FormActions onCancel={onCancel} submitLabel="Assign link" pendingLabel="Assigning…" />
    </Form>
  );
};
