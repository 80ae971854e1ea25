const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The channel's colour as a dot; only a real hex colour from the API reaches the style. */
export const ChannelBadge = ({
  color,
  className = 'size-3',
}: {
  color: string;
  className?: string;
}) => {
  const isValid = HEX.test(color.trim());
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-black/10 dark:border-white/20 ${
        isValid ? '' : 'bg-gray-300 dark:bg-gray-600'
      } ${className}`}
      style={isValid ? { backgroundColor: color.trim() } : undefined}
    />
  );
};
