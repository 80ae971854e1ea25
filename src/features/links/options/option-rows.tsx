import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_ROWS } from '../../../api/link-options';
import { useT } from '../../../components/i18n/use-t';
import { Button } from '../../../components/ui/button';
import { TextField, UrlField } from '../../../components/form/text-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import type { LinkEditorField } from '../link-editor-values';

type RowsField = Extract<
  LinkEditorField,
  'geotarget' | 'devicetarget' | 'languagetarget' | 'parameters'
>;

interface OptionRowsProps {
  /** The option; it also says what a row is called ("country target"). */
  name: RowsField;
  /** The row's first field: its key, label, and a list to choose from (datalist or select). */
  first: { key: string; label: string; hint?: string; choices?: readonly SelectOption[] };
  /** The row's second field: an address (targets) or a text (parameters). */
  second: { key: 'link' | 'value'; label: string };
  /** A datalist id for typed choices (searchable by code or name). */
  listId?: string;
}

/**
 * Rows of one option (targets, parameters): add, edit, remove, move up or down. Each field
 * carries its own error under it, by the same rules the server checks.
 */
export const OptionRows = ({ name, first, second, listId }: OptionRowsProps) => {
  const t = useT();
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name });
  const isSelect = first.choices !== undefined && listId === undefined;
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">
        {t(
          {
            defaultMessage:
              '{rows, select, geotarget {country targets} devicetarget {device targets} languagetarget {language targets} other {parameters}}',
          },
          { rows: name },
        )}
      </legend>
      {rows.fields.length === 0 && (
        <p className="text-sm">
          {t(
            {
              defaultMessage:
                '{rows, select, geotarget {No country targets.} devicetarget {No device targets.} languagetarget {No language targets.} other {No parameters.}}',
            },
            { rows: name },
          )}
        </p>
      )}
      <ol className="space-y-3">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          const numbered = (label: string) =>
            t(
              {
                defaultMessage: '{label} {number}',
                description: 'a field of a numbered row; label: the field’s name; number: the row',
              },
              { label, number },
            );
          return (
            <li
              key={row.id}
              className="grid gap-2 rounded-md bg-gray-50 p-2 sm:grid-cols-2 dark:bg-gray-800"
            >
              {isSelect ? (
                <SelectField
                  name={`${name}.${index}.${first.key}`}
                  label={numbered(first.label)}
                  options={[
                    { value: '', label: t({ defaultMessage: 'Choose…' }) },
                    ...(first.choices ?? []),
                  ]}
                />
              ) : (
                <TextField
                  name={`${name}.${index}.${first.key}`}
                  label={numbered(first.label)}
                  hint={first.hint}
                  list={listId}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
              {second.key === 'link' ? (
                <UrlField
                  name={`${name}.${index}.link`}
                  label={numbered(second.label)}
                  placeholder="https://"
                />
              ) : (
                <TextField name={`${name}.${index}.value`} label={numbered(second.label)} />
              )}
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <Button
                  size="sm"
                  disabled={index === 0}
                  onClick={() => rows.move(index, index - 1)}
                  aria-label={t(
                    {
                      defaultMessage:
                        '{rows, select, geotarget {Move country target {number} up} devicetarget {Move device target {number} up} languagetarget {Move language target {number} up} other {Move parameter {number} up}}',
                    },
                    { rows: name, number },
                  )}
                >
                  {t({ defaultMessage: 'Up', description: 'button: moves a row up' })}
                </Button>
                <Button
                  size="sm"
                  disabled={index === rows.fields.length - 1}
                  onClick={() => rows.move(index, index + 1)}
                  aria-label={t(
                    {
                      defaultMessage:
                        '{rows, select, geotarget {Move country target {number} down} devicetarget {Move device target {number} down} languagetarget {Move language target {number} down} other {Move parameter {number} down}}',
                    },
                    { rows: name, number },
                  )}
                >
                  {t({ defaultMessage: 'Down', description: 'button: moves a row down' })}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => rows.remove(index)}
                  aria-label={t(
                    {
                      defaultMessage:
                        '{rows, select, geotarget {Remove country target {number}} devicetarget {Remove device target {number}} languagetarget {Remove language target {number}} other {Remove parameter {number}}}',
                    },
                    { rows: name, number },
                  )}
                >
                  {t({ defaultMessage: 'Remove', description: 'button: removes a row' })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {rows.fields.length < MAX_ROWS && (
        <Button size="sm" onClick={() => rows.append({ [first.key]: '', [second.key]: '' })}>
          {t(
            {
              defaultMessage:
                '{rows, select, geotarget {Add a country target} devicetarget {Add a device target} languagetarget {Add a language target} other {Add a parameter}}',
            },
            { rows: name },
          )}
        </Button>
      )}
    </fieldset>
  );
};
