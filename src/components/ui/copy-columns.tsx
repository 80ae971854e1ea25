import { CopyableLink } from './copy-button';
import { columnsDrawing } from './field-columns';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** `tableColumns` for a list with `copy-url` fields: each such link gets its copy button. */
export const copyableColumns = columnsDrawing({
  'copy-url': (value, { header, copyName = lowerFirst(header) }) => (
    <CopyableLink href={value} label={`Copy ${copyName} ${value}`} />
  ),
});
