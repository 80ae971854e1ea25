import { defineMessage, t } from '../../lib/i18n';
import { CopyableLink } from './copy-button';
import { columnsDrawing } from './field-columns';

const COPY_URL = defineMessage({
  defaultMessage: 'Copy {url}',
  description: 'A copy button read by screen readers; url: the address copied',
});

/**
 * `tableColumns` for a list with `copy-url` fields: each such link gets its copy button, named
 * by the field's `copyLabel` (drawn while the table renders, in the language shown).
 */
export const copyableColumns = columnsDrawing({
  'copy-url': (value, { copyLabel }) => (
    <CopyableLink href={value} label={t(copyLabel ?? COPY_URL, { url: value })} />
  ),
});
