import { CheckboxField } from '../../../components/form/checkbox-field';
import { ExactTextField } from '../../../components/form/text-field';
import { useT } from '../../../components/i18n/use-t';
import { SourceNote, type SectionProps } from '../option-section';

/** App links for iPhone/iPad and Android visitors, and whether the app opens at once. */
export const DeepLinksSection = ({ start }: SectionProps) => {
  const t = useT();
  return (
    <>
      <ExactTextField
        name="deeplink.apple"
        label={t({ defaultMessage: 'iOS app link' })}
        placeholder={t({ defaultMessage: 'myapp://open or https://apps.apple.com/…' })}
        hint={t({ defaultMessage: 'iPhone and iPad visitors go here.' })}
      />
      <ExactTextField
        name="deeplink.google"
        label={t({ defaultMessage: 'Android app link' })}
        placeholder={t({ defaultMessage: 'myapp://open or https://play.google.com/…' })}
        hint={t({ defaultMessage: 'Android visitors go here.' })}
      />
      <CheckboxField
        name="deeplink.auto"
        label={t({ defaultMessage: 'Open the app automatically' })}
        hint={t({
          defaultMessage: 'Otherwise phone visitors choose between the app and the website.',
        })}
      />
      <SourceNote source={start.sources.deeplink} />
    </>
  );
};
