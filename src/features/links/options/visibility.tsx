import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { PasswordField, TextField } from '../../../components/form/text-field';
import { SourceNote, type SectionProps } from '../option-section';

const passwordState = (hasPassword: boolean | undefined) =>
  hasPassword === undefined
    ? 'Your service does not say whether a password is set.'
    : hasPassword
      ? 'A password is set. It is never shown; type a new one to change it.'
      : 'No password is set.';

/** Public or private, the password (set or not, never shown), the expiry in local time. */
export const VisibilitySection = ({ start }: SectionProps) => {
  const clearPassword = useWatch({ name: 'clearPassword' }) as boolean;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <SelectField
        name="status"
        label="Visibility"
        hint="Private keeps the link's statistics to you; visitors are redirected either way."
        options={[
          ...(start.values.status === '' ? [{ value: '', label: 'Not reported' }] : []),
          { value: 'public', label: 'Public' },
          { value: 'private', label: 'Private' },
        ]}
      />
      <SourceNote source={start.sources.status} />
      <p className="text-sm font-medium">{passwordState(start.hasPassword)}</p>
      <PasswordField
        name="password"
        label={start.hasPassword ? 'New password' : 'Password'}
        autoComplete="new-password"
        disabled={clearPassword}
        hint="Visitors must type it before they are sent on. Up to 100 characters."
      />
      {start.hasPassword !== false && (
        <CheckboxField name="clearPassword" label="Remove the password" />
      )}
      <TextField
        name="expiry"
        type="datetime-local"
        label="Expires"
        hint={`Your time (${zone}). After it, visitors see "this link has expired". Clear it for no expiry.`}
      />
      <SourceNote source={start.sources.expiry} />
    </>
  );
};
