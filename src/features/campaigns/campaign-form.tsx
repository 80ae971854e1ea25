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
import { useT } from '../../components/i18n/use-t';
import { CREATE_CAMPAIGN, CREATE_CAMPAIGN_BUTTON, EDIT_CAMPAIGN, PUBLIC } from './messages';

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
  const t = useT();
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
    <Form form={form} onSubmit={submit} aria-label={t(isCreate ? CREATE_CAMPAIGN : EDIT_CAMPAIGN)}>
      <TextField
        name="name"
        label={t({ defaultMessage: 'Name', description: 'the label of a name field' })}
        isRequired
        autoComplete="off"
        placeholder={t({
          defaultMessage: 'Spring sale',
          description: 'an example of a campaign name',
        })}
        hint={t({ defaultMessage: 'How you will find the campaign in lists.' })}
      />
      <ExactTextField
        name="slug"
        label={t({ defaultMessage: 'Rotating link name' })}
        placeholder="spring-sale"
        hint={
          isCreate
            ? t({
                defaultMessage:
                  'Makes one link (…/r/spring-sale) that sends each visitor to one of the campaign’s links in turn. 3 to 50 letters, digits, dashes or underscores. Leave empty for none.',
                description: 'spring-sale is an example of the name; keep it as it is',
              })
            : t({
                defaultMessage:
                  'Changing it changes the rotating link; copies already shared stop working. Empty it to turn the rotating link off.',
              })
        }
      />
      <CheckboxField
        name="public"
        label={t(PUBLIC)}
        hint={t({
          defaultMessage:
            'Anyone with the address of its public page can see the campaign’s links. A private campaign’s page shows nothing; its rotating link still works.',
        })}
      />
      <FormActions
        onCancel={props.onCancel}
        submitLabel={
          isCreate
            ? t(CREATE_CAMPAIGN_BUTTON)
            : t({ defaultMessage: 'Save campaign', description: 'the button' })
        }
      />
    </Form>
  );
};
