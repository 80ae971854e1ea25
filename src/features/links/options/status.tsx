import { SelectField } from '../../../components/form/select-field';
import { useT } from '../../../components/i18n/use-t';
import { defineMessage } from '../../../lib/i18n';
import { SourceNote, type SectionProps } from '../option-section';

const PRIVATE = defineMessage({
  defaultMessage: 'Private — only you see its statistics',
  description: 'a choice of a link’s visibility',
});
const PUBLIC = defineMessage({
  defaultMessage: 'Public — anyone can see its statistics',
  description: 'a choice of a link’s visibility',
});

/**
 * Public or private, on the editor's first screen: a new link shows the service's default
 * (private) as the choice it is, so nobody gets a private link without seeing it.
 */
export const StatusField = ({ start }: SectionProps) => {
  const t = useT();
  return (
    <div className="space-y-1">
      <SelectField
        name="status"
        label={t({ defaultMessage: 'Visibility' })}
        hint={t({
          defaultMessage:
            "Private keeps the link's statistics to you; visitors are redirected either way.",
        })}
        options={[
          ...(start.values.status === ''
            ? [{ value: '', label: t({ defaultMessage: 'Not reported by your service' }) }]
            : []),
          { value: 'private', label: t(PRIVATE) },
          { value: 'public', label: t(PUBLIC) },
        ]}
      />
      <SourceNote source={start.sources.status} />
    </div>
  );
};
