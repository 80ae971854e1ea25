/**
 * An arrow along the reading direction ("← Previous", "Next →"): it points the other way when
 * the page reads right to left (Arabic), where "back" is to the right.
 */
export const ReadingArrow = ({ to }: { to: 'back' | 'forward' }) => (
  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
    {to === 'back' ? '←' : '→'}
  </span>
);
