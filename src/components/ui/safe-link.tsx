import type { ReactNode } from 'react';
import { toSafeHttpUrl } from '../../lib/safe-url';
import { useT } from '../i18n/use-t';

export interface SafeLinkProps {
  /** Any URL from the API; only http(s) ones become links. */
  href: string | null | undefined;
  /** Defaults to the URL itself. */
  children?: ReactNode;
  /**
   * Shown without its `https://` or `http://` (a list's cell, where the width is the data's): the
   * whole address stays in the link and in its tooltip.
   */
  bare?: boolean;
  className?: string;
}

/** `https://go.example.com/spring` as `go.example.com/spring`. */
const withoutScheme = (url: string) => url.replace(/^https?:\/\//i, '');

/**
 * Renders an http(s) URL as a link that opens in a new tab without a referrer or opener;
 * anything else (javascript:, data:, relative paths) is shown as plain text, never clickable.
 */
export const SafeLink = ({ href, children, bare = false, className = '' }: SafeLinkProps) => {
  const t = useT();
  const safe = toSafeHttpUrl(href);
  const content = children ?? (bare && safe ? withoutScheme(safe) : (href ?? ''));
  // A URL reads left to right in every language; cut off, it loses its end, not its scheme.
  const dir = children === undefined ? 'ltr' : undefined;
  if (!safe)
    return (
      <span dir={dir} className={`break-all ${className}`}>
        {content}
      </span>
    );
  // `relative`: a cut-off link (truncate, line-clamp) also cuts off its hidden words, which
  // would otherwise sit past the end of the text and widen the page on a phone.
  return (
    <a
      dir={dir}
      href={safe}
      title={bare ? safe : undefined}
      target="_blank"
      rel="noopener noreferrer"
      className={`relative break-all text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200 ${className}`}
    >
      {content}
      <span className="sr-only"> {t({ defaultMessage: '(opens in a new tab)' })}</span>
    </a>
  );
};
