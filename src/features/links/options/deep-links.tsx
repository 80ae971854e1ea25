import { CheckboxField } from '../../../components/form/checkbox-field';
import { ExactTextField } from '../../../components/form/text-field';
import { SourceNote, type SectionProps } from '../option-section';

/** App links for iPhone/iPad and Android visitors, and whether the app opens at once. */
export const DeepLinksSection = ({ start }: SectionProps) => (
  <>
    <ExactTextField
      name="deeplink.apple"
      label="iOS app link"
      placeholder="myapp://open or https://apps.apple.com/…"
      hint="iPhone and iPad visitors go here."
    />
    <ExactTextField
      name="deeplink.google"
      label="Android app link"
      placeholder="myapp://open or https://play.google.com/…"
      hint="Android visitors go here."
    />
    <CheckboxField
      name="deeplink.auto"
      label="Open the app automatically"
      hint="Otherwise phone visitors choose between the app and the website."
    />
    <SourceNote source={start.sources.deeplink} />
  </>
);
