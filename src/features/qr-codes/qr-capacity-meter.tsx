import { isOverCapacity, qrCapacityLeft, qrCapacityOf } from '../../api/qr-capacity';

/**
 * How much of the code a static type's content fills, as it is typed (the rule that checks it on
 * save is the same: api/qr-capacity.ts). A polite status, so screen readers hear the count too.
 */
export const QrCapacityMeter = ({
  payload,
  hasLogo,
}: {
  /** What the code prints; null while there is nothing to print. */
  payload: string | null;
  hasLogo: boolean;
}) => {
  const capacity = qrCapacityOf(payload ?? '', hasLogo);
  return (
    <p
      role="status"
      className={
        isOverCapacity(capacity)
          ? 'text-sm font-medium text-red-700 dark:text-red-300'
          : 'text-sm text-gray-700 dark:text-gray-300'
      }
    >
      {qrCapacityLeft(capacity)}
    </p>
  );
};
