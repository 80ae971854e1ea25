import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError, isApiError } from '../../api/errors';
import { t } from '../../lib/i18n';

/**
 * The form's fields a server error may name (a list field also takes its rows' names, like
 * `geotarget.1.location`); `root.<x>` names a message of the form's own.
 */
export type ServerErrorTargets<T extends FieldValues> = readonly (Path<T> | `root.${string}`)[];

/**
 * Puts a failed request's errors onto a form (react-hook-form's `setError`): each of the
 * server's `fields` that the form has goes next to that field (the first one gets focus),
 * everything else (the message, a network or rate-limit error) goes to the banner at the top.
 * Values are never touched, so the user's input stays as typed.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ServerErrorTargets<T>,
): void => {
  const leftOver: string[] = [];
  let hasFieldError = false;
  if (isApiError(error) && error.fields) {
    for (const [key, message] of Object.entries(error.fields)) {
      // A row of a list field (`geotarget.1.location`) is that row's own field.
      const isOnForm = fieldNames.some((field) => key === field || key.startsWith(`${field}.`));
      if (isOnForm) {
        setError(key as Path<T>, { type: 'server', message }, { shouldFocus: !hasFieldError });
        hasFieldError = true;
      } else {
        leftOver.push(message);
      }
    }
  }
  const top = hasFieldError
    ? leftOver.length > 0
      ? leftOver.join(' ')
      : t({
          defaultMessage:
            'The server did not accept some values. Fix the highlighted fields and save again.',
        })
    : [describeError(error), ...leftOver].join(' ');
  setError('root.server', { type: 'server', message: top });
};

/** A submit handler that sends the checked values and, when that fails, shows why on the form. */
export const sendOrShowServerErrors =
  <T extends FieldValues, TOut>(
    setError: UseFormSetError<T>,
    fieldNames: ServerErrorTargets<T>,
    send: (values: TOut) => Promise<unknown>,
  ) =>
  async (values: TOut): Promise<void> => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(error, setError, fieldNames);
    }
  };
