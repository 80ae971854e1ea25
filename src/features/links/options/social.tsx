import { useWatch } from 'react-hook-form';
import { urlPart } from '../../../api/fields';
import { TextField, UrlField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { SourceNote, type SectionProps } from '../option-section';

/**
 * Title, description and image that social networks show, with a card of how the link looks
 * when shared. The image is named, not loaded: the dashboard fetches nothing from other sites.
 */
export const SocialSection = ({ start }: SectionProps) => {
  const [title, description, image, url] = useWatch({
    name: ['metatitle', 'metadescription', 'metaimage', 'url'],
  }) as string[];
  return (
    <>
      <TextField name="metatitle" label="Preview title" hint="Up to 200 characters." />
      <TextareaField
        name="metadescription"
        label="Preview description"
        hint="Up to 500 characters."
      />
      <SourceNote source={start.sources.metadescription} />
      <UrlField
        name="metaimage"
        label="Preview image address"
        placeholder="https://www.example.com/card.jpg"
        hint="A .jpg or .png image."
      />
      <SourceNote source={start.sources.metaimage} />
      <figure className="overflow-hidden rounded-md border border-gray-300 dark:border-gray-600">
        <div className="flex h-24 items-center justify-center bg-gray-100 px-3 text-center text-xs break-all text-gray-600 dark:bg-gray-800 dark:text-gray-400">
          {image ? `Image: ${image}` : 'No image'}
        </div>
        <div className="space-y-1 p-3">
          <p className="text-xs text-gray-600 uppercase dark:text-gray-400">
            {urlPart(url, 'host', '')}
          </p>
          <p className="font-medium">{title || 'No title: the service uses the page’s own'}</p>
          {description && <p className="line-clamp-2 text-sm">{description}</p>}
        </div>
        <figcaption className="sr-only">How the link looks when shared</figcaption>
      </figure>
    </>
  );
};
