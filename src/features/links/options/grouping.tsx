import { SelectField } from '../../../components/form/select-field';
import { campaigns } from '../../../resources/campaigns';
import { channels } from '../../../resources/channels';
import { useT } from '../../../components/i18n/use-t';
import { SourceNote, type SectionProps } from '../option-section';
import { useAccountList } from './account-list';

const optionsOf = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** The campaign the link belongs to and a channel to add it to. */
export const GroupingSection = ({ start }: SectionProps) => {
  const t = useT();
  const campaignList = useAccountList(campaigns.queries.list);
  const channelList = useAccountList(channels.queries.list);
  return (
    <>
      <SelectField
        name="campaign"
        label={t({
          defaultMessage: 'Campaign (group in Linkdeck)',
          description: 'label: the Linkdeck campaign a link belongs to, not the UTM parameter',
        })}
        hint={campaignList.loadError}
        options={[
          { value: '', label: t({ defaultMessage: 'No campaign', description: 'a choice' }) },
          ...optionsOf(campaignList.items),
        ]}
      />
      <SourceNote source={start.sources.campaign} />
      <SelectField
        name="channel"
        label={t({ defaultMessage: 'Add to a channel' })}
        hint={
          channelList.loadError ??
          t({ defaultMessage: 'The link stays in the channels it is in already.' })
        }
        options={[
          { value: '', label: t({ defaultMessage: 'No new channel' }) },
          ...optionsOf(channelList.items),
        ]}
      />
    </>
  );
};
