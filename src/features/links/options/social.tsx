import { useWatch } from 'react-hook-form';
import { urlPart } from '../../../api/fields';
import { UrlField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useT } from '../../../components/i18n/use-t';
import { SourceNote, type SectionProps } from '../option-section';

/**
 * The description and image that social networks show (the title is the link's own), with a card of how the link looks
 * when shared. The image is named, not loaded: the dashboard fetches nothing from other sites.
 */
export const SocialSection = ({ start }: SectionProps) => {
  const t = useT();
  const [title, description, image, url] = useWatch({
    name: ['metatitle', 'metadescription', 'metaimage', 'url'],
  }) as string[];
  return (
    <>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t({
          defaultMessage:
            'The preview’s title is the link’s Title, above: your service keeps them as one field.',
        })}
      </p>
      <TextareaField
        name="metadescription"
        label={t({ defaultMessage: 'Preview description' })}
        hint={t({ defaultMessage: 'Up to {max} characters.' }, { max: 500 })}
      />
      <SourceNote source={start.sources.metadescription} />
      <UrlField
        name="metaimage"
        label={t({ defaultMessage: 'Preview image address' })}
        placeholder="https://www.example.com/card.jpg"
        hint={t({ defaultMessage: 'A .jpg or .png image.' })}
      />
      <SourceNote source={start.sources.metaimage} />
      <figure className="overflow-hidden rounded-md border border-gray-300 dark:border-gray-600">
        <div className="flex h-24 items-center justify-center bg-gray-100 px-3 text-center text-xs break-all text-gray-600 dark:bg-gray-800 dark:text-gray-400">
          {image
            ? t(
                { defaultMessage: 'Image: {address}', description: 'address: the image’s URL' },
                { address: image },
              )
            : t({ defaultMessage: 'No image' })}
        </div>
        <div className="space-y-1 p-3">
          <p className="text-xs text-gray-600 uppercase dark:text-gray-400">
            {urlPart(url, 'host', '')}
          </p>
          <p className="font-medium">
            {title || t({ defaultMessage: 'No title: the service uses the page’s own' })}
          </p>
          {description && <p className="line-clamp-2 text-sm">{description}</p>}
        </div>
        <figcaption className="sr-only">
          {t({ defaultMessage: 'How the link looks when shared' })}
        </figcaption>
      </figure>
    </>
  );
};
