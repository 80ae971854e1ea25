import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_ROWS } from '../../../api/link-options';
import { Button } from '../../../components/ui/button';
import { TextField, UrlField } from '../../../components/form/text-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import type { LinkEditorField } from '../link-editor-values';

type RowsField = Extract<
  LinkEditorField,
  'geotarget' | 'devicetarget' | 'languagetarget' | 'parameters'
>;

interface OptionRowsProps {
  name: RowsField;
  /** What one row is called ("country target"). */
  noun: string;
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
export const OptionRows = ({ name, noun, first, second, listId }: OptionRowsProps) => {
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name });
  const isSelect = first.choices !== undefined && listId === undefined;
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{noun}s</legend>
      {rows.fields.length === 0 && <p className="text-sm">No {noun}s.</p>}
      <ol className="space-y-3">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          return (
            <li
              key={row.id}
              className="grid gap-2 rounded-md bg-gray-50 p-2 sm:grid-cols-2 dark:bg-gray-800"
            >
              {isSelect ? (
                <SelectField
                  name={`${name}.${index}.${first.key}`}
                  label={`${first.label} ${number}`}
                  options={[{ value: '', label: 'Choose…' }, ...(first.choices ?? [])]}
                />
              ) : (
                <TextField
                  name={`${name}.${index}.${first.key}`}
                  label={`${first.label} ${number}`}
                  hint={first.hint}
                  list={listId}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
              {second.key === 'link' ? (
                <UrlField
                  name={`${name}.${index}.link`}
                  label={`${second.label} ${number}`}
                  placeholder="https://"
                />
              ) : (
                <TextField name={`${name}.${index}.value`} label={`${second.label} ${number}`} />
              )}
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <Button
                  size="sm"
                  disabled={index === 0}
                  onClick={() => rows.move(index, index - 1)}
                  aria-label={`Move ${noun} ${number} up`}
                >
                  Up
                </Button>
                <Button
                  size="sm"
                  disabled={index === rows.fields.length - 1}
                  onClick={() => rows.move(index, index + 1)}
                  aria-label={`Move ${noun} ${number} down`}
                >
                  Down
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => rows.remove(index)}
                  aria-label={`Remove ${noun} ${number}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {rows.fields.length < MAX_ROWS && (
        <Button size="sm" onClick={() => rows.append({ [first.key]: '', [second.key]: '' })}>
          Add a {noun}
        </Button>
      )}
    </fieldset>
  );
};
