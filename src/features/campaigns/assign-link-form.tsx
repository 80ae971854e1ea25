import { z } from 'zod/mini';
import type { Link } from '../../api/links';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { t } from '../../lib/i18n';
import { LinkPickerField } from '../../resources/pickers';
import { ASSIGN_LINK, ASSIGN_LINK_TO, CHOOSE_LINK, LINK_LABEL } from './messages';

const assignLinkSchema = z.object({
  link: z.custom<Link | null>((value) => value !== null && value !== undefined, {
    error: () => t(CHOOSE_LINK),
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
  const t = useT();
  const form = useSchemaForm(assignLinkSchema, { link: null });

  const submit = sendOrShowServerErrors(
    form.setError,
    ['link'],
    async (values: AssignLinkValues) => {
      if (values.link) await onSubmit(values.link);
    },
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={t(ASSIGN_LINK_TO, { name: campaignName })}>
      <LinkPickerField
        name="link"
        label={t(LINK_LABEL)}
        hint={t({
          defaultMessage:
            'A link belongs to at most one campaign: assigning a link that is in another campaign moves it here.',
        })}
      />
      <FormActions
        onCancel={onCancel}
        submitLabel={t(ASSIGN_LINK)}
        pendingLabel={t({ defaultMessage: 'Assigning…' })}
      />
    </Form>
  );
};
