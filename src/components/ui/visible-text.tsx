import { codePointName, invisibleParts } from '../../api/invisible-characters';
import { t } from '../../lib/i18n';

/**
 * Text from the API as it is, except the characters that hide or reorder text
 * (api/invisible-characters): each is drawn as a marked ⟨U+202E⟩ with its meaning for screen
 * readers and a pointer's hover, so a name cannot read differently than it is. Its own element
 * (`<bdi>`, or the `as` a cell draws it in, with `dir="auto"`) keeps the text's direction from
 * spilling into what stands around it.
 */
export const VisibleText = ({
  text,
  as: Tag = 'bdi',
  className,
}: {
  text: string;
  as?: 'bdi' | 'span' | 'code';
  className?: string;
}) => (
  <Tag className={className} dir={Tag === 'bdi' ? undefined : 'auto'}>
    {invisibleParts(text).map((part, index) => {
      if (typeof part === 'string') return part;
      const code = codePointName(part.invisible);
      const why = t(
        {
          defaultMessage: 'Hidden character {code} (invisible or direction-changing)',
          description:
            'Shown on a marker inside a name that holds such a character; {code} like U+202E',
        },
        { code },
      );
      return (
        <span
          // The parts never move: the index is their identity.
          key={index}
          title={why}
          className="mx-px rounded-sm bg-amber-100 px-0.5 font-mono text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100"
        >
          <span aria-hidden="true">⟨{code}⟩</span>
          <span className="sr-only">{why}</span>
        </span>
      );
    })}
  </Tag>
);
