import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { forgetStartFailure, setLocale, startFailureOf } from '../../lib/i18n';
import { useLocale, useT } from '../i18n/use-t';
import { LOCALES, PSEUDO_LOCALE, type Locale } from '../../lib/locales';

const nameOf = (locale: Locale) => LOCALES.find(({ code }) => code === locale)?.name ?? locale;

/**
 * The language of this device's Linkdeck: a native select, so keyboards and screen readers know
 * it. A change shows at once, without a reload or a request to the API; a language whose words
 * cannot load keeps the current one and says so, once.
 */
export const LanguageMenu = ({ className = '' }: { className?: string }) => {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [failed, setFailed] = useState<Locale | null>(startFailureOf);
  useEffect(forgetStartFailure, []);
  const choices: { code: Locale; name: string }[] = [...LOCALES];
  if (locale === PSEUDO_LOCALE) choices.push({ code: PSEUDO_LOCALE, name: PSEUDO_LOCALE });

  const choose = (next: Locale) => {
    setFailed(null);
    setLocale(next).catch(() => setFailed(next));
  };
  // A language chosen on index.html's static page, before the app took it over, is applied now.
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const chosen = select.current?.value as Locale | undefined;
    if (chosen && chosen !== locale) choose(chosen);
    // Once, when the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-gray-700 dark:text-gray-300">
        {t({ defaultMessage: 'Language' })}
      </label>
      <select
        ref={select}
        id={id}
        value={locale}
        onChange={(event) => choose(event.target.value as Locale)}
        className="min-h-9 rounded-md border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
      >
        {choices.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      {failed && (
        <p role="status" className="basis-full text-amber-800 dark:text-amber-200">
          {t(
            {
              defaultMessage:
                '{language} could not be loaded, so the language has not changed. Check your connection and choose it again.',
              description: 'language: the name of the language, in that language',
            },
            { language: nameOf(failed) },
          )}
        </p>
      )}
    </div>
  );
};
