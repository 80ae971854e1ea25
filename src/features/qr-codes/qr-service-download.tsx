import { buttonClass } from '../../components/ui/button';
import { toFileName } from '../../lib/download';
import { useT } from '../../components/i18n/use-t';

/**
 * The instance's own image of the code, to save. It lives on the API's origin, so a browser
 * may open it instead of saving it (`download` works on the same origin only); either way the
 * file is the service's own drawing, never one made here from a guess.
 */
export const ServiceDownload = ({
  href,
  name,
  fallbackFileName,
}: {
  href: string;
  name: string;
  fallbackFileName: string;
}) => {
  const t = useT();
  return (
    <div className="space-y-1">
      <a
        href={href}
        download={toFileName(
          name,
          href.match(/\.(svg|png|jpe?g)(?:$|\?)/i)?.[1] ?? 'png',
          fallbackFileName,
        )}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass()}
      >
        {t({ defaultMessage: 'Download from your service' })}
      </a>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({
          defaultMessage:
            'The image your service draws for this code. If it opens in a new tab, save it from there.',
        })}
      </p>
    </div>
  );
};
