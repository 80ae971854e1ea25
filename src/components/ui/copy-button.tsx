import { useEffect, useState } from 'react';
import { Button, type ButtonSize } from './button';
import { SafeLink } from './safe-link';
import { Icon } from './icon';
import { useT } from '../i18n/use-t';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name: "Copy short URL". */
  label: string;
  size?: ButtonSize;
  /** Only the icon shows, on a square (a list's row); the accessible name is the label either way. */
  isIconOnly?: boolean;
}

const copyText = async (value: string) => {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(value);
    return;
  }
  // Older browsers and non-secure origins: copy through a temporary selection.
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
};

/** Copies a value and says so, both visibly and to screen readers. */
export const CopyButton = ({ value, label, size = 'sm', isIconOnly = false }: CopyButtonProps) => {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size={size}
        // Over the size's padding and height; kept here, off the sign-in page's Button.
        className={isIconOnly ? 'size-8! min-h-8! p-0!' : undefined}
        variant="secondary"
        aria-label={label}
        onClick={() => {
          copyText(value).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        <Icon
          path="M7 3a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H7Zm6 12v1H4V8h1v5a2 2 0 0 0 2 2h6Zm1-2H7V5h7v8Z"
          className="size-4"
        />
        <span aria-hidden="true" className={isIconOnly ? 'sr-only' : ''}>
          {state === 'copied'
            ? t({ defaultMessage: 'Copied', description: 'A copy button once it has copied' })
            : t({ defaultMessage: 'Copy', description: 'Button' })}
        </span>
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? t({ defaultMessage: 'Copied to the clipboard' })
          : state === 'failed'
            ? t({ defaultMessage: 'Could not copy; select the text and copy it by hand' })
            : ''}
      </span>
      {state === 'failed' && (
        <span aria-hidden="true" className="text-xs text-red-700 dark:text-red-300">
          {t({ defaultMessage: 'Copy failed' })}
        </span>
      )}
    </span>
  );
};

/** A short URL in a list: one line (cut with an ellipsis when narrow) and its copy button. */
export const CopyableLink = ({ href, label }: { href: string; label: string }) => (
  <div className="flex items-center gap-2">
    <SafeLink href={href} bare className="block min-w-0 truncate sm:max-w-52" />
    <CopyButton value={href} label={label} isIconOnly />
  </div>
);
