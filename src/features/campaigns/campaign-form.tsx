import {
  campaignUpdateSchema,
  type CampaignCreateInput,
  type CampaignUpdateInput,
} from '../../api/campaigns';
import { CheckboxField } from '../../components/form/checkbox-field';
import { Form, type CreateOrEditProps } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { ExactTextField, TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';

/** Both modes edit every field: the update schema's input, each one given. */
export type CampaignFormValues = Required<CampaignUpdateInput>;

type CampaignFormProps = CreateOrEditProps<
  CampaignCreateInput,
  CampaignUpdateInput,
  { defaultValues: CampaignFormValues }
>;

const EMPTY: CampaignFormValues = { name: '', slug: '', public: false };

/**
 * One form to create or edit a campaign. The API lets a campaign be created without a name,
 * but a nameless campaign is useless in every list, so both modes use the update schema's
 * rule (name required). On edit the slug is sent only when it changed: some instances refuse
 * their own current slug as "not available".
 */
export const CampaignForm = (props: CampaignFormProps) => {
  const isCreate = props.mode === 'create';
  const initial = props.defaultValues ?? EMPTY;
  const form = useSchemaForm(campaignUpdateSchema, initial);

  const submit = sendOrShowServerErrors(
    form.setError,
    ['name', 'slug', 'public'],
    (values: CampaignUpdateInput) => {
      const isSlugSent = isCreate ? values.slug !== '' : values.slug !== initial.slug;
      return props.onSubmit({
        name: values.name,
        public: values.public,
        ...(isSlugSent && values.slug !== undefined ? { slug: values.slug } : {}),
      });
    },
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={isCreate ? 'Create a campaign' : 'Edit campaign'}
    >
      <TextField
        name="name"
        label="Name"
        isRequired
        autoComplete="off"
        placeholder="Spring sale"
        hint="How you will find the campaign in lists."
      />
      <ExactTextField
        name="slug"
        label="Rotating link name"
        placeholder="spring-sale"
        hint={
          isCreate
            ? 'Makes one link (…/r/spring-sale) that sends each visitor to one of the campaign’s links in turn. 3 to 50 letters, digits, dashes or underscores. Leave empty for none.'
            : 'Changing it changes the rotating link; copies already shared stop working. Empty it to turn the rotating link off.'
        }
      />
      <CheckboxField
        name="public"
        label="Public"
        hint="Anyone with the address of its public page can see the campaign’s links. A private campaign’s page shows nothing; its rotating link still works."
      />
      <FormActions
        onCancel={props.onCancel}
        submitLabel={isCreate ? 'Create campaign' : 'Save campaign'}
      />
    </Form>
  );
};
