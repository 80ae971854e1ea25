/** "—" for a value this device does not know; screen readers and a pointer's hover hear why. */
export const NotKnown = ({ why }: { why: string }) => (
  <span className="text-gray-600 dark:text-gray-400" title={why}>
    <span aria-hidden="true">—</span>
    <span className="sr-only">{why}</span>
  </span>
);
