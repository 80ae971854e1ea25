import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { channelItemTypeSchema, type ChannelItemType } from '../../api/channels';
import { idSchema } from '../../api/fields';
import type { Link } from '../../api/links';
import { qrTitle, type QrCode } from '../../api/qr-codes';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { t } from '../../lib/i18n';
import { AlreadyInChannelError, ITEM_TYPE_LABELS } from '../../resources/channels';
import { LinkPickerField, QrPickerField } from '../../resources/pickers';

/** What the form hands over: the item to assign and how to name it in messages. */
export interface ChannelItemChoice {
  type: ChannelItemType;
  itemId: number;
  label: string;
}

const FIELD_OF: Record<ChannelItemType, 'link' | 'qr' | 'bioId'> = {
  links: 'link',
  qr: 'qr',
  bio: 'bioId',
};

/** The form's own rule (which field the chosen type needs); the id rule is the shared one. */
const addToChannelSchema = z
  .object({
    type: channelItemTypeSchema,
    link: z.custom<Link | null>(),
    qr: z.custom<QrCode | null>(),
    bioId: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.type === 'links' && !values.link)
        ctx.addIssue({
          code: 'custom',
          path: ['link'],
          message: t({ defaultMessage: 'Choose a link from the list.' }),
        });
      if (values.type === 'qr' && !values.qr)
        ctx.addIssue({
          code: 'custom',
          path: ['qr'],
          message: t({ defaultMessage: 'Choose a QR code from the list.' }),
        });
      if (values.type === 'bio' && !idSchema.safeParse(values.bioId.trim()).success)
        ctx.addIssue({
          code: 'custom',
          path: ['bioId'],
          message:
            values.bioId.trim() === ''
              ? t({ defaultMessage: 'Enter the bio page’s id.' })
              : t({ defaultMessage: 'A bio page id is a whole number, like 12.' }),
        });
    }),
  );

export type AddToChannelValues = z.output<typeof addToChannelSchema>;

const toChoice = (values: AddToChannelValues): ChannelItemChoice | null => {
  if (values.type === 'links' && values.link)
    return {
      type: 'links',
      itemId: values.link.id,
      label: values.link.title || values.link.alias || values.link.shorturl,
    };
  if (values.type === 'qr' && values.qr)
    return { type: 'qr', itemId: values.qr.id, label: qrTitle(values.qr) };
  if (values.type === 'bio')
    return {
      type: 'bio',
      itemId: Number(values.bioId.trim()),
      label: t(
        {
          defaultMessage: 'Bio page {id}',
          description: 'names a bio page by its id in messages, like “Bio page 12”',
        },
        { id: values.bioId.trim() },
      ),
    };
  return null;
};

export interface AddToChannelFormProps {
  channelName: string;
  onSubmit: (choice: ChannelItemChoice) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Adds a link or a QR code (chosen by searching) or a bio page (by id: the API cannot list
 * bio pages) to a channel. An item that is already there is said next to its field.
 */
export const AddToChannelForm = ({ channelName, onSubmit, onCancel }: AddToChannelFormProps) => {
  const t = useT();
  const form = useSchemaForm(addToChannelSchema, {
    type: 'links',
    link: null,
    qr: null,
    bioId: '',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const legendId = useId();

  const submit = async (values: AddToChannelValues) => {
    const choice = toChoice(values);
    if (!choice) return;
    try {
      await onSubmit(choice);
    } catch (error) {
      if (error instanceof AlreadyInChannelError) {
        form.setError(
          FIELD_OF[choice.type],
          {
            type: 'server',
            message: t(
              {
                defaultMessage:
                  '{item} is already in this channel; nothing was added. Choose another one.',
                description: 'item: the title of a link or QR code, or “Bio page 12”',
              },
              { item: choice.label },
            ),
          },
          { shouldFocus: true },
        );
        return;
      }
      applyServerErrors(error, form.setError, [FIELD_OF[choice.type]]);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t(
        { defaultMessage: 'Add an item to {name}', description: 'name: the channel’s name' },
        { name: channelName },
      )}
    >
      <fieldset className="space-y-2" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium">
          {t({ defaultMessage: 'What to add' })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(ITEM_TYPE_LABELS) as ChannelItemType[]).map((value) => (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-gray-600 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950"
            >
              <input
                type="radio"
                value={value}
                className="size-4 accent-brand-600 dark:accent-brand-400"
                {...form.register('type', { onChange: () => form.clearErrors() })}
              />
              {t(ITEM_TYPE_LABELS[value])}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'links' && (
        <LinkPickerField
          name="link"
          label={t({
            defaultMessage: 'Link',
            description: 'the label of the field that picks one of the user’s links',
          })}
          hint={t({
            defaultMessage: 'Type to search your links, or press the down arrow to see the newest.',
          })}
        />
      )}
      {type === 'qr' && (
        <QrPickerField
          name="qr"
          label={t({ defaultMessage: 'QR code', description: 'the label of the QR code picker' })}
          hint={t({
            defaultMessage:
              'Type to filter your newest 100 QR codes by name, or press the down arrow to see them.',
          })}
        />
      )}
      {type === 'bio' && (
        <TextField
          name="bioId"
          label={t({ defaultMessage: 'Bio page id' })}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          placeholder="12"
          hint={t({
            defaultMessage:
              'The API cannot list bio pages, so there is nothing to search here. Open the bio page on the link service: its id is the number in the address of its edit page.',
          })}
        />
      )}
      <FormActions
        onCancel={onCancel}
        submitLabel={t({ defaultMessage: 'Add to channel', description: 'the button' })}
        pendingLabel={t({ defaultMessage: 'Adding…' })}
      />
    </Form>
  );
};
