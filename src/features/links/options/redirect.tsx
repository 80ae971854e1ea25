import { useId } from 'react';
import { useController } from 'react-hook-form';
import { parseRedirectType, redirectTypeValue } from '../../../api/link-option-values';
import { overlays } from '../../../resources/overlays';
import { splashPages } from '../../../resources/splash-pages';
import { inputClass } from '../../../components/form/field-shell';
import { useT } from '../../../components/i18n/use-t';
import { defineMessage } from '../../../lib/i18n';
import { LINK_WORDS, REDIRECT_WORDS } from '../link-words';
import { SourceNote, type SectionProps } from '../option-section';
import { useAccountList } from './account-list';

const KINDS = [
  { kind: 'direct', label: REDIRECT_WORDS.direct, sees: LINK_WORDS.visitorsGoStraight },
  {
    kind: 'frame',
    label: REDIRECT_WORDS.frame,
    sees: defineMessage({
      defaultMessage:
        'Visitors see the destination inside a page with a bar showing the link’s title.',
    }),
  },
  {
    kind: 'splash',
    label: REDIRECT_WORDS.splash,
    sees: defineMessage({
      defaultMessage:
        'Visitors see a “you are being sent to …” page for a few seconds, then the destination.',
    }),
  },
  {
    kind: 'splash-page',
    label: defineMessage({ defaultMessage: 'One of your splash pages' }),
    sees: defineMessage({
      defaultMessage: 'Visitors see your splash page (its name and message), then the destination.',
    }),
  },
  {
    kind: 'overlay',
    label: defineMessage({ defaultMessage: 'One of your CTA overlays' }),
    sees: defineMessage({
      defaultMessage:
        'Visitors see the destination with your overlay’s message and button over it.',
    }),
  },
] as const;

type Kind = (typeof KINDS)[number]['kind'];

/** How visitors are sent on: one choice, each saying what a visitor sees. */
export const RedirectSection = ({ start }: SectionProps) => {
  const t = useT();
  const id = useId();
  const { field, fieldState } = useController({ name: 'type' });
  const current = field.value ? parseRedirectType(field.value as string) : null;
  const pages = useAccountList(splashPages.queries.list);
  const ctas = useAccountList(overlays.queries.list);

  const choose = (kind: Kind) => {
    if (kind === 'splash-page' || kind === 'overlay') {
      const first = (kind === 'overlay' ? ctas : pages).items?.[0];
      field.onChange(first ? redirectTypeValue({ kind, id: first.id }) : '');
    } else field.onChange(kind);
  };

  const picker = (kind: 'splash-page' | 'overlay') => {
    const list = kind === 'overlay' ? ctas : pages;
    const chosen = current?.kind === kind ? current.id : null;
    const isMissing =
      chosen !== null && list.items !== undefined && !list.items.some((i) => i.id === chosen);
    return (
      <div className="ms-7 space-y-1">
        <label className="sr-only" htmlFor={`${id}-${kind}-choice`}>
          {t(
            {
              defaultMessage:
                '{kind, select, overlay {Which CTA overlay} other {Which splash page}}',
            },
            { kind },
          )}
        </label>
        {list.loadError && (
          <p className="text-sm text-red-700 dark:text-red-300">{list.loadError}</p>
        )}
        {list.items?.length === 0 && (
          <p className="text-sm">
            {t(
              {
                defaultMessage:
                  '{kind, select, overlay {You have no CTA overlays yet: create one on your service first.} other {You have no splash pages yet: create one on your service first.}}',
              },
              { kind },
            )}
          </p>
        )}
        {isMissing && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t(
              {
                defaultMessage:
                  '{kind, select, overlay {The CTA overlay this link uses (id {id}) no longer exists: visitors get a plain redirect.} other {The splash page this link uses (id {id}) no longer exists: visitors get a plain redirect.}} Choose another one, or another way.',
                description: 'id: the number of the missing item',
              },
              { kind, id: chosen },
            )}
          </p>
        )}
        <select
          id={`${id}-${kind}-choice`}
          className={inputClass}
          value={chosen ?? ''}
          onChange={(event) =>
            field.onChange(redirectTypeValue({ kind, id: Number(event.target.value) }))
          }
        >
          {isMissing && (
            <option value={chosen}>
              {t(
                {
                  defaultMessage:
                    '{kind, select, overlay {Missing CTA overlay (id {id})} other {Missing splash page (id {id})}}',
                },
                { kind, id: chosen },
              )}
            </option>
          )}
          {chosen === null && (
            <option value="">
              {t(
                {
                  defaultMessage:
                    '{kind, select, overlay {Choose a CTA overlay…} other {Choose a splash page…}}',
                },
                { kind },
              )}
            </option>
          )}
          {list.items?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">
        {t({ defaultMessage: 'How visitors are sent on' })}
      </legend>
      {KINDS.map(({ kind, label, sees }) => (
        <div key={kind} className="space-y-1">
          <div className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${kind}`}
              type="radio"
              name={field.name}
              value={kind}
              checked={current?.kind === kind}
              onChange={() => choose(kind)}
              onBlur={field.onBlur}
              className="mt-0.5 size-5 shrink-0 accent-brand-600 dark:accent-brand-400"
            />
            <label htmlFor={`${id}-${kind}`}>
              <span className="font-medium">{t(label)}</span>
              <span className="block text-gray-600 dark:text-gray-400">{t(sees)}</span>
            </label>
          </div>
          {(kind === 'splash-page' || kind === 'overlay') && current?.kind === kind && picker(kind)}
        </div>
      ))}
      {fieldState.error && (
        <p className="text-sm font-medium text-red-700 dark:text-red-300">
          {fieldState.error.message}
        </p>
      )}
      <SourceNote source={start.sources.type} />
    </fieldset>
  );
};
