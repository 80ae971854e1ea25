import { useId, useState } from 'react';
import { StandaloneTextField } from '../../components/form/text-field';
import { useT } from '../../components/i18n/use-t';
import { defineMessage, type Message } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { toSafeHttpUrl } from '../../lib/safe-url';
import { useAccountScope } from '../../resources/session';
import {
  hasUtm,
  lintUtm,
  readUtm,
  toUtmSlug,
  upsertTemplate,
  UTM_FIELDS,
  withUtm,
  type UtmField,
  type UtmValues,
} from './utm';
import { readUtmTemplates, writeUtmTemplates } from './utm-templates';

export interface UtmBuilderProps {
  /** The destination URL as the form holds it now. */
  destination: string;
  /** Called with the destination carrying the new UTM parameters. */
  onChange: (destination: string) => void;
}

/** Each field's name, and an example value (a code-like slug, as analytics tools keep it). */
const FIELD_TEXT: Record<UtmField, { label: Message; placeholder: string }> = {
  source: {
    label: defineMessage({ defaultMessage: 'Source', description: 'the UTM parameter utm_source' }),
    placeholder: 'newsletter',
  },
  medium: {
    label: defineMessage({ defaultMessage: 'Medium', description: 'the UTM parameter utm_medium' }),
    placeholder: 'email',
  },
  // Named apart from the editor's campaign picker (a group of links in Linkdeck).
  campaign: {
    label: defineMessage({
      defaultMessage: 'UTM campaign',
      description: 'the UTM parameter utm_campaign, a name analytics tools group visits by',
    }),
    placeholder: 'spring-sale',
  },
  term: {
    label: defineMessage({ defaultMessage: 'Term', description: 'the UTM parameter utm_term' }),
    placeholder: 'running-shoes',
  },
  content: {
    label: defineMessage({
      defaultMessage: 'Content',
      description: 'the UTM parameter utm_content',
    }),
    placeholder: 'header-button',
  },
};

/**
 * The UTM parameters of a destination, field by field. The destination is the one source of
 * truth: the fields read its parameters and every change writes them back through `onChange`,
 * so a link opened with UTM parameters shows them here, and the saved link carries what is shown.
 */
export const UtmBuilder = ({ destination, onChange }: UtmBuilderProps) => {
  const t = useT();
  const scope = useAccountScope();
  const previewId = useId();
  const [templates, setTemplates] = useState(() => readUtmTemplates(scope));
  const [templateName, setTemplateName] = useState('');
  const [savedMessage, setSavedMessage] = useState('');
  const utm = readUtm(destination);
  const [isOpen, setIsOpen] = useState(() => hasUtm(utm));
  const isReady = toSafeHttpUrl(destination.trim()) !== null;
  const problems = lintUtm(utm);
  const title = t({ defaultMessage: 'UTM parameters' });

  const apply = (next: UtmValues) => {
    const url = withUtm(destination, next);
    if (url !== null) onChange(url);
  };

  const saveTemplate = () => {
    const name = templateName.trim();
    if (!name) return;
    const next = upsertTemplate(templates, { name, utm });
    setTemplates(next);
    writeUtmTemplates(scope, next);
    setTemplateName('');
    setSavedMessage(
      t(
        {
          defaultMessage: 'Template “{name}” saved on this device.',
          description: 'name: the name the user gave the template',
        },
        { name },
      ),
    );
  };

  return (
    <details
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="rounded-md border border-gray-200 p-3 dark:border-gray-700"
    >
      <summary className="cursor-pointer text-sm font-medium">{title}</summary>
      <fieldset className="mt-3 space-y-3">
        <legend className="sr-only">{title}</legend>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {isReady
            ? t({
                defaultMessage:
                  'Tell your analytics where visitors came from: these are added to the destination URL.',
              })
            : t({ defaultMessage: 'Enter the full destination URL first; these are added to it.' })}
        </p>
        {templates.length > 0 && (
          <div
            role="group"
            aria-label={t({ defaultMessage: 'Fill from a template' })}
            className="flex flex-wrap gap-2"
          >
            {templates.map((template) => (
              <Button
                key={template.name}
                size="sm"
                disabled={!isReady}
                onClick={() => apply(template.utm)}
              >
                {template.name}
              </Button>
            ))}
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {UTM_FIELDS.map((field) => (
            <div key={field} className="space-y-1">
              <StandaloneTextField
                label={t(FIELD_TEXT[field].label)}
                hint={`utm_${field}`}
                placeholder={FIELD_TEXT[field].placeholder}
                value={utm[field]}
                error={problems[field]}
                disabled={!isReady}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                onChange={(event) => apply({ ...utm, [field]: event.target.value })}
              />
              {problems[field] && toUtmSlug(utm[field]) !== utm[field] && (
                <Button size="sm" onClick={() => apply({ ...utm, [field]: toUtmSlug(utm[field]) })}>
                  {t(
                    {
                      defaultMessage: 'Use “{value}”',
                      description: 'button: replaces the value with this corrected one',
                    },
                    { value: toUtmSlug(utm[field]) },
                  )}
                </Button>
              )}
            </div>
          ))}
        </div>
        <div className="space-y-1 text-sm">
          <p className="font-medium" id={previewId}>
            {t({ defaultMessage: 'Final destination' })}
          </p>
          <output
            aria-labelledby={previewId}
            className="block rounded-md bg-gray-50 p-2 font-mono text-xs break-all dark:bg-gray-800"
          >
            {isReady ? destination.trim() : '—'}
          </output>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <StandaloneTextField
              label={t({ defaultMessage: 'Template name' })}
              hint={t({ defaultMessage: 'Saves these values on this device for your account.' })}
              value={templateName}
              disabled={!hasUtm(utm)}
              onChange={(event) => setTemplateName(event.target.value)}
              onKeyDown={(event) => {
                // Enter saves the template here instead of submitting the link form.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                saveTemplate();
              }}
            />
          </div>
          <Button
            size="sm"
            onClick={saveTemplate}
            disabled={!hasUtm(utm) || templateName.trim() === ''}
          >
            {t({ defaultMessage: 'Save as template' })}
          </Button>
        </div>
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {savedMessage}
        </p>
      </fieldset>
    </details>
  );
};
