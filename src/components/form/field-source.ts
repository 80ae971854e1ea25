import { createContext, useContext } from 'react';
import type { CountedForm } from './field-shell';

/** What an input needs to belong to its form: its name and how the form hears about it. */
export interface FieldRegistration {
  name: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  ref?: (instance: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
}

/**
 * What the field components (TextField, CheckboxField, …) read from the form around them. Two
 * forms provide it: `Form` (react-hook-form, every form of the app) and `PlainForm` (the sign-in
 * page, whose first visit cannot afford react-hook-form — docs/decisions/0036). The fields import
 * neither, so the first page loads the fields without react-hook-form.
 */
export interface FieldSource {
  register: (name: string) => FieldRegistration;
  /** The message under the field; nested names (`wifi.pass`) reach into nested values. */
  errorOf: (name: string) => string | undefined;
  /** The message for no single field (a server answer, a rule across fields). */
  formError: string | undefined;
  /** The react-hook-form form (`Form` only): signed-in pages' counters follow values through it. */
  form?: CountedForm;
}

export const FieldSourceContext = createContext<FieldSource | null>(null);

export const useFieldSource = (): FieldSource => {
  const source = useContext(FieldSourceContext);
  if (!source) throw new Error('A form field is used outside a Form or PlainForm.');
  return source;
};
