import { defineMessage } from '../../lib/i18n';

/** Words several shared components show, declared once (each shows them with `t`). */
export const WORDS = {
  delete: defineMessage({ defaultMessage: 'Delete', description: 'Button' }),
  cancel: defineMessage({ defaultMessage: 'Cancel', description: 'Button' }),
  loading: defineMessage({ defaultMessage: 'Loading…' }),
};
