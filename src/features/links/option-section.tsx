import { Suspense, useState, type ComponentType } from 'react';
import { useFormState } from 'react-hook-form';
import { useT } from '../../components/i18n/use-t';
import { Spinner } from '../../components/ui/button';
import { defineMessage, type Message } from '../../lib/i18n';
import type { EditorStart, LinkEditorField, OptionSource } from './link-editor-values';

/** What every option section is given: where each option's starting value came from. */
export interface SectionProps {
  start: EditorStart;
}

interface OptionSectionProps {
  title: string;
  /** One line under the title saying what the section holds now. */
  summary: string;
  /** The section's fields, a lazy component: its chunk loads the first time the section opens. */
  Fields: ComponentType<SectionProps>;
  /** Its fields: a section with an error opens by itself so the message is seen. */
  fields: readonly LinkEditorField[];
  start: EditorStart;
}

/**
 * One closed-until-opened part of the link editor (a native disclosure: keyboard and screen
 * readers know it). Its code is a lazy chunk fetched when it first opens; its fields keep
 * their values in the form when it closes again.
 */
export const OptionSection = ({ title, summary, Fields, fields, start }: OptionSectionProps) => {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const { errors } = useFormState({ name: [...fields] });
  const hasError = fields.some((field) => errors[field] !== undefined);
  const isShown = isOpen || hasError;
  return (
    <details
      open={isShown}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="rounded-md border border-gray-300 dark:border-gray-600"
    >
      <summary className="cursor-pointer px-3 py-2 text-sm">
        <span className="font-medium">{title}</span>
        <span className="block text-gray-600 dark:text-gray-400">{summary}</span>
      </summary>
      {isShown && (
        <div className="space-y-4 border-t border-gray-300 p-3 dark:border-gray-600">
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm">
                <Spinner /> {t({ defaultMessage: 'Loading…' })}
              </p>
            }
          >
            <Fields start={start} />
          </Suspense>
        </div>
      )}
    </details>
  );
};

const SOURCE_WORDS: Record<Exclude<OptionSource, 'new'>, Message> = {
  reported: defineMessage({ defaultMessage: 'As your service reports it.' }),
  device: defineMessage({
    defaultMessage: 'Set from this device: your service does not report it back.',
  }),
  unknown: defineMessage({
    defaultMessage:
      'Not reported by your service, and not set from this device: it may be set elsewhere. Left as it is unless you change it here.',
  }),
};

/** Where an option's value came from, said in words (never an empty field left unexplained). */
export const SourceNote = ({ source }: { source: OptionSource }) => {
  const t = useT();
  return source === 'new' ? null : (
    <p className="text-sm text-gray-600 dark:text-gray-400">{t(SOURCE_WORDS[source])}</p>
  );
};
