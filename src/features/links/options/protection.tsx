import { DateTimeField } from '../../../components/form/date-time-field';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { PasswordField } from '../../../components/form/text-field';
import { useT } from '../../../components/i18n/use-t';
import { LINK_WORDS } from '../link-words';
import { SourceNote, type SectionProps } from '../option-section';

/** The password (set or not, never shown) and the expiry in local time. */
export const ProtectionSection = ({ start }: SectionProps) => {
  const t = useT();
  const clearPassword = useWatch({ name: 'clearPassword' }) as boolean;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <p className="text-sm font-medium">
        {start.hasPassword === undefined
          ? t({ defaultMessage: 'Your service does not say whether a password is set.' })
          : start.hasPassword
            ? t({
                defaultMessage:
                  'A password is set. It is never shown; type a new one to change it.',
              })
            : t({ defaultMessage: 'No password is set.' })}
      </p>
      <PasswordField
        name="password"
        label={
          start.hasPassword
            ? t(LINK_WORDS.newPassword)
            : t({ defaultMessage: 'Password', description: 'the field of a link’s password' })
        }
        autoComplete="new-password"
        disabled={clearPassword}
        hint={t(
          {
            defaultMessage:
              'Visitors must type it before they are sent on. Up to {max} characters.',
          },
          { max: 100 },
        )}
      />
      {start.hasPassword !== false && (
        <CheckboxField name="clearPassword" label={t({ defaultMessage: 'Remove the password' })} />
      )}
      <DateTimeField
        name="expiry"
        label={t({ defaultMessage: 'Expires', description: 'the field of a link’s expiry' })}
        hint={t(
          {
            defaultMessage:
              'Your time ({zone}). After it, visitors see "this link has expired". Clear it for no expiry.',
            description: 'zone: a time zone, like Europe/Paris',
          },
          { zone },
        )}
      />
      <SourceNote source={start.sources.expiry} />
    </>
  );
};
