import { useController } from 'react-hook-form';
import { pixelProviderBeside, pixels } from '../../../resources/pixels';
import { useT } from '../../../components/i18n/use-t';
import { SourceNote, type SectionProps } from '../option-section';
import { useAccountList } from './account-list';

/** Any number of the account's pixels, by name and provider. */
export const PixelsSection = ({ start }: SectionProps) => {
  const t = useT();
  const { field, fieldState } = useController({ name: 'pixels' });
  const chosen = field.value as number[];
  const list = useAccountList(pixels.queries.list);
  const missing = list.items ? chosen.filter((id) => !list.items?.some((p) => p.id === id)) : [];
  const toggle = (id: number, isOn: boolean) =>
    field.onChange(isOn ? [...chosen, id] : chosen.filter((kept) => kept !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t({ defaultMessage: 'Pixels loaded before visitors are sent on' })}
      </legend>
      {list.loadError && <p className="text-sm text-red-700 dark:text-red-300">{list.loadError}</p>}
      {list.items?.length === 0 && (
        <p className="text-sm">{t({ defaultMessage: 'You have no pixels yet.' })}</p>
      )}
      {list.items?.map((pixel) => {
        const provider = pixelProviderBeside(pixel);
        return (
          <label key={pixel.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(pixel.id)}
              onChange={(event) => toggle(pixel.id, event.target.checked)}
              onBlur={field.onBlur}
              className="size-5 shrink-0 accent-brand-600 dark:accent-brand-400"
            />
            <span>
              <span className="font-medium">{pixel.name}</span>
              {provider && (
                <>
                  {' '}
                  <span className="text-gray-600 dark:text-gray-400">— {provider}</span>
                </>
              )}
            </span>
          </label>
        );
      })}
      {missing.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(
            {
              defaultMessage:
                '{count, plural, one {A pixel this link names (id {ids}) no longer exists.} other {# pixels this link names (id {ids}) no longer exist.}} Saving the pixels keeps only the ones ticked.',
              description: 'ids: the pixels’ numbers, separated by commas',
            },
            { count: missing.length, ids: missing.join(', ') },
          )}
        </p>
      )}
      {fieldState.error && (
        <p className="text-sm font-medium text-red-700 dark:text-red-300">
          {fieldState.error.message}
        </p>
      )}
      <p className="text-sm">
        <a href="/pixels" target="_blank" rel="noopener" className="underline">
          {t({ defaultMessage: 'Add a pixel (opens in a new tab)' })}
        </a>
      </p>
      <SourceNote source={start.sources.pixels} />
    </fieldset>
  );
};
