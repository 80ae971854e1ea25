import { z } from 'zod/mini';
import { channelCreateSchema, type ChannelCreateInput } from '../../api/channels';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ColorField } from '../../components/form/color-field';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { CREATE_CHANNEL, CREATE_CHANNEL_BUTTON, EDIT_CHANNEL, STARRED } from './messages';

/** Every field of the create schema, given; the colour is `#RRGGBB` or '' for none. */
export type ChannelFormValues = Required<ChannelCreateInput>;

export interface ChannelFormProps {
  mode: 'create' | 'edit';
  defaultValues?: ChannelFormValues;
  /** Create and edit send the same fields (the API's update takes all of them). */
  onSubmit: (input: ChannelCreateInput) => Promise<unknown>;
  onCancel: () => void;
}

const EMPTY: ChannelFormValues = { name: '', description: '', color: '', starred: false };

/** The shared create rule, with an empty colour meaning "none" (the API takes no empty colour). */
const channelFormSchema = z.pipe(
  z.transform((values: ChannelFormValues): ChannelCreateInput => ({
    ...values,
    color: values.color.trim() === '' ? undefined : values.color,
  })),
  channelCreateSchema,
);

/**
 * One form to create or edit a channel: the name is required in both (the shared create rule),
 * the colour is a hex text field with a native picker. A server failure lands on the field or
 * at the top and leaves every typed value in place.
 */
export const ChannelForm = ({
  mode,
  defaultValues = EMPTY,
  onSubmit,
  onCancel,
}: ChannelFormProps) => {
  const t = useT();
  const isCreate = mode === 'create';
  const form = useSchemaForm(channelFormSchema, defaultValues);

  const submit = sendOrShowServerErrors(
    form.setError,
    ['name', 'description', 'color', 'starred'],
    onSubmit,
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={t(isCreate ? CREATE_CHANNEL : EDIT_CHANNEL)}>
      <TextField
        name="name"
        label={t({ defaultMessage: 'Name', description: 'the label of a name field' })}
        hint={t({ defaultMessage: 'How you will find the channel in lists.' })}
        isRequired
        autoComplete="off"
        placeholder={t({
          defaultMessage: 'Social media',
          description: 'an example of a channel name',
        })}
      />
      <TextareaField
        name="description"
        label={t({ defaultMessage: 'Description', description: 'the label of a text field' })}
        hint={t({ defaultMessage: 'What belongs in this channel, for you and your team.' })}
      />
      <ColorField
        name="color"
        label={t({ defaultMessage: 'Colour', description: 'the label of a colour field' })}
        hint={
          isCreate || !defaultValues.color
            ? t({
                defaultMessage:
                  'The badge colour in lists, as #RRGGBB. Pick one or paste it from your brand guide.',
              })
            : t({
                defaultMessage:
                  'The badge colour in lists, as #RRGGBB. A colour can be changed but not removed.',
              })
        }
      />
      <CheckboxField
        name="starred"
        label={t(STARRED)}
        hint={t({ defaultMessage: 'Starred channels are easy to spot in the list.' })}
      />
      <FormActions
        onCancel={onCancel}
        submitLabel={
          isCreate
            ? t(CREATE_CHANNEL_BUTTON)
            : t({ defaultMessage: 'Save channel', description: 'the button' })
        }
      />
    </Form>
  );
};
