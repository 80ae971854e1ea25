import { useId } from 'react';
import { z } from 'zod/mini';
import {
  ACCOUNT_COLOURS,
  accountNameSchema,
  type AccountColour,
  type AccountLabel,
} from '../../lib/account-label';
import { useT } from '../i18n/use-t';
import { AccountMark, ACCOUNT_COLOUR_NAMES } from '../ui/account-mark';
import { Button } from '../ui/button';
import { WORDS } from '../ui/words';
import { Form } from './form';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

/** The form's values: the colour's radio buttons give '' for none. */
const labelForm = z.pipe(
  z.object({ name: accountNameSchema, colour: z.string() }),
  z.transform(({ name, colour }): AccountLabel => ({
    name,
    colour: (ACCOUNT_COLOURS as readonly string[]).includes(colour)
      ? (colour as AccountColour)
      : undefined,
  })),
);

export interface AccountLabelFormProps {
  label: AccountLabel;
  /** What the account is called while it has no name (its email). */
  placeholder: string;
  onSave: (label: AccountLabel) => void;
  /** In a dialog: a Cancel button. */
  onCancel?: () => void;
  'aria-labelledby'?: string;
}

/**
 * An account's name and colour on this device (lib/account-label.ts). Saving needs no
 * connection: nothing is sent.
 */
export const AccountLabelForm = ({
  label,
  placeholder,
  onSave,
  onCancel,
  ...attributes
}: AccountLabelFormProps) => {
  const t = useT();
  const legendId = useId();
  const form = useSchemaForm(labelForm, { name: label.name ?? '', colour: label.colour ?? '' });
  const radioClass = 'size-5 shrink-0 accent-brand-600 dark:accent-brand-400';
  const choice = (value: string, name: string, colour?: AccountColour) => (
    <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
      <input type="radio" value={value} className={radioClass} {...form.register('colour')} />
      <AccountMark colour={colour} className="size-4" />
      {name}
    </label>
  );
  return (
    <Form form={form} onSubmit={(values) => onSave(values)} {...attributes}>
      <TextField
        name="name"
        label={t({ defaultMessage: 'Name', description: 'the name given to an account' })}
        placeholder={placeholder}
        autoComplete="off"
        hint={t({
          defaultMessage: 'How this account is called on this device, like “Northwind – client 2”.',
        })}
      />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium">
          {t({ defaultMessage: 'Colour', description: 'the colour of an account’s mark' })}
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {choice('', t({ defaultMessage: 'None', description: 'no colour' }))}
          {ACCOUNT_COLOURS.map((colour) => choice(colour, t(ACCOUNT_COLOUR_NAMES[colour]), colour))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && <Button onClick={onCancel}>{t(WORDS.cancel)}</Button>}
        <Button type="submit" variant="primary">
          {t({ defaultMessage: 'Save name and colour' })}
        </Button>
      </div>
    </Form>
  );
};
