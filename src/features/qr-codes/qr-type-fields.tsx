import { lazy, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { isRecord } from '../../api/envelope';
import { qrTypes, type QrType } from '../../api/qr-types';
import type { QrField } from '../../api/qr-types/qr-type-spec';
import { PasswordField, TextField } from '../../components/form/text-field';
import { useT } from '../../components/i18n/use-t';
import type { Message } from '../../lib/i18n';

// Link, the default type, needs only a text input, which comes with the page. Text areas and
// selects load when a type that has them is chosen, or before, when the type picker is reached.
const loadTextarea = () => import('../../components/form/textarea-field');
const loadSelect = () => import('../../components/form/select-field');
export const preloadFieldControls = () => void Promise.all([loadTextarea(), loadSelect()]);
const TextareaField = lazy(async () => ({ default: (await loadTextarea()).TextareaField }));
const SelectField = lazy(async () => ({ default: (await loadSelect()).SelectField }));

/** One field of a type's record as the matching field component; `draft` is the type's draft. */
const TypeField = ({ type, field, draft }: { type: QrType; field: QrField; draft: unknown }) => {
  const t = useT();
  const valueOf = (key: string): unknown => (isRecord(draft) ? draft[key] : undefined);
  if (field.hiddenWhen && valueOf(field.hiddenWhen.key) === field.hiddenWhen.is) return null;
  const hintValue = field.hintBy && valueOf(field.hintBy.key);
  const hint = typeof hintValue === 'string' ? field.hintBy?.hints[hintValue] : field.hint;
  const props = {
    name: field.key ? `${type}.${field.key}` : type,
    label: t(field.label),
    hint: hint && t(hint),
    isRequired: field.isRequired,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
  };
  switch (field.control) {
    case 'textarea':
      return <TextareaField {...props} />;
    case 'password':
      return <PasswordField {...props} />;
    case 'select':
      return (
        <SelectField
          {...props}
          options={(field.options ?? []).map(({ value, label }) => ({ value, label: t(label) }))}
        />
      );
    default:
      return (
        <TextField
          {...props}
          type={field.control}
          inputMode={field.control === 'url' ? 'url' : undefined}
        />
      );
  }
};

/** Consecutive fields of one group, shown together under its name. */
const sections = (fields: readonly QrField[]) =>
  fields.reduce<{ group?: Message; fields: QrField[] }[]>((all, field) => {
    const last = all.at(-1);
    if (last && field.group !== undefined && last.group === field.group) last.fields.push(field);
    else all.push({ group: field.group, fields: [field] });
    return all;
  }, []);

/** The fields of one QR type, as its record (api/qr-types) lists them. */
export const QrTypeFields = ({ type }: { type: QrType }) => {
  const t = useT();
  const draft: unknown = useWatch({ name: type });
  const fields: readonly QrField[] = qrTypes[type].fields;
  return (
    <Suspense
      fallback={
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t({ defaultMessage: 'Loading the fields…' })}
        </p>
      }
    >
      <div className={fields.some((field) => field.group) ? 'space-y-5' : 'space-y-3'}>
        {sections(fields).map(({ group, fields: grouped }) =>
          group ? (
            <fieldset key={grouped[0].key} className="space-y-3">
              <legend className="text-sm font-semibold text-gray-800 dark:text-gray-200">
                {t(group)}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {grouped.map((field) => (
                  <TypeField key={field.key} type={type} field={field} draft={draft} />
                ))}
              </div>
            </fieldset>
          ) : (
            // A field outside any group is a section of its own.
            <TypeField key={grouped[0].key ?? type} type={type} field={grouped[0]} draft={draft} />
          ),
        )}
      </div>
    </Suspense>
  );
};
