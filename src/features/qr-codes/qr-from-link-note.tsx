import { useT } from '../../components/i18n/use-t';

/** What a code made from a link is, and where its scans are counted: said before it is made. */
export const FromLinkNote = ({ link, name }: { link: string; name: string }) => {
  const t = useT();
  return (
    <div
      role="note"
      aria-label={t({ defaultMessage: 'How this code is counted' })}
      className="mb-6 max-w-prose rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-800 dark:border-brand-800 dark:bg-gray-900 dark:text-gray-200"
    >
      <p>
        <strong>
          {t({ defaultMessage: 'This makes a code of the short link {link} itself.' }, { link })}
        </strong>{' '}
        {t(
          {
            defaultMessage:
              "A phone that scans it opens the short link directly, so each scan is counted once, as a click of {named, select, true {“{name}”} other {that link}} on its statistics page; the code has no scan count of its own, and the link's options (password, targeting, expiry) still apply.",
            description: 'name: the link’s name',
          },
          { named: String(name !== ''), name },
        )}
      </p>
      <p className="mt-2">
        {t({
          defaultMessage:
            'For a code with its own scan count, make another kind of code instead: a Link code with the final address (not a short link, or each scan would be counted twice: as a scan and as a click).',
        })}
      </p>
    </div>
  );
};
