import { useEffect, useRef, useState } from 'react';
import { dateTimePattern, formatDateTimeText, parseDateTimeText } from '../../lib/date-pattern';
import { currentLocale } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import { controlProps, FieldShell, type LabelledFieldProps } from './field-shell';
import { useField } from './use-field';

export interface DateTimeFieldProps extends Omit<LabelledFieldProps, 'error'> {
  /** The form field: `YYYY-MM-DDTHH:MM` in the user's time zone, or '' for none. */
  name: string;
}

/**
 * A date and time typed in the app's language and its order of day, month and year (the
 * browser's `datetime-local` control speaks the browser's language: "mm/dd/yyyy, --:-- --" in
 * a French dashboard). The form keeps the `datetime-local` value; text that is not a date and a
 * time reaches the schema as something no date reads, so its message shows under the field.
 */
export const DateTimeField = ({ name, label, hint, isRequired }: DateTimeFieldProps) => {
  const t = useT();
  const locale = currentLocale();
  const { ids, error, form, registration } = useField(name, true);
  const { ref: formRef, onChange, onBlur, defaultValue } = registration;
  const initial = String(form?.getValues(name) ?? defaultValue ?? '');
  const [text, setText] = useState(() => formatDateTimeText(initial, locale));
  const reported = useRef(initial);
  const input = useRef<HTMLInputElement>(null);

  // A reset of the form (or a value set from elsewhere) shows here.
  useEffect(
    () =>
      form?.subscribe({
        name,
        formState: { values: true },
        callback: () => {
          const value = String(form.getValues(name) ?? '');
          if (value === reported.current) return;
          reported.current = value;
          setText(formatDateTimeText(value, locale));
        },
      }),
    [form, name, locale],
  );

  const report = (typed: string, type: 'change' | 'blur') => {
    const parsed = parseDateTimeText(typed, locale);
    const value = parsed ?? `#${typed}`;
    reported.current = value;
    const event = { target: { name, value }, type };
    void (type === 'change' ? onChange : onBlur)?.(event);
    return parsed;
  };

  return (
    <FieldShell
      {...{ ids, label, error, isRequired }}
      hint={
        <>
          {t(
            {
              defaultMessage: 'Written {pattern}, like {example}.',
              description:
                'pattern: dd/mm/yyyy hh:mm in the language shown; example: 31/12/2030 18:30',
            },
            {
              pattern: dateTimePattern(locale),
              example: formatDateTimeText('2030-12-31T18:30', locale),
            },
          )}
          {hint && <> {hint}</>}
        </>
      }
    >
      <input
        ref={input}
        type="text"
        {...controlProps(ids, { error, isRequired })}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder={dateTimePattern(locale)}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          report(event.currentTarget.value, 'change');
        }}
        onBlur={(event) => {
          const parsed = report(event.currentTarget.value, 'blur');
          if (parsed) setText(formatDateTimeText(parsed, locale));
        }}
      />
      {/* The form's handle on the field: it holds the value and, focused on an error, hands the
          focus to the text box. */}
      <input
        type="text"
        tabIndex={-1}
        aria-hidden="true"
        readOnly
        className="sr-only"
        name={name}
        ref={formRef}
        onFocus={() => input.current?.focus()}
      />
    </FieldShell>
  );
};
