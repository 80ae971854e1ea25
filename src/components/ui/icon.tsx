/**
 * A 20 × 20 icon drawn in the text's colour. Hidden from screen readers: the control it sits in
 * names itself. Each icon's path stays with its one use, so a page carries only its own.
 */
export const Icon = ({ path, className = 'size-5' }: { path: string; className?: string }) => (
  <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
    <path d={path} />
  </svg>
);
