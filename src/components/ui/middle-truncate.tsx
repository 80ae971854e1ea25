/** The text's user-perceived characters (an emoji or an accented letter stays whole). */
const charactersOf = (text: string): string[] =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? Array.from(new Intl.Segmenter().segment(text), (part) => part.segment)
    : Array.from(text);

/**
 * One line of text that, when it does not fit, loses its middle, not its start or end: the
 * distinguishing part of "client1@agency.example" or "Northwind – client 2" is often at either
 * end. Its direction comes from the text itself (`dir="auto"`), so an email in an Arabic page
 * keeps its start visible and its ellipsis in the middle.
 */
export const MiddleTruncate = ({ text, className = '' }: { text: string; className?: string }) => {
  const characters = charactersOf(text);
  const half = Math.ceil(characters.length / 2);
  return (
    <span
      dir="auto"
      data-middle-truncate=""
      className={`flex min-w-0 overflow-hidden ${className}`}
    >
      <span className="min-w-0 overflow-hidden text-ellipsis whitespace-pre">
        {characters.slice(0, half).join('')}
      </span>
      <span className="shrink-0 whitespace-pre">{characters.slice(half).join('')}</span>
    </span>
  );
};
