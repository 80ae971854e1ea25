import { AccountLabelForm } from '../../components/form/account-label-form';
import { useToast } from '../../components/feedback/toast';
import { useT } from '../../components/i18n/use-t';
import { writeAccountLabel } from '../../lib/account-label';
import { useAccountLabel } from '../../resources/account-labels';
import { useAccountScope } from '../../resources/session';

/** The shown account's name and colour, as the account menu also sets them. */
export const AccountNaming = ({ email }: { email: string }) => {
  const t = useT();
  const toast = useToast();
  const scope = useAccountScope();
  const label = useAccountLabel(scope);
  if (scope === null) return null;
  return (
    <>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {t({
          defaultMessage:
            'The header and the account menu show them, so you can tell your accounts apart. Kept on this device only; signing out forgets them.',
        })}
      </p>
      <AccountLabelForm
        // A change from the account menu shows here too.
        key={`${label.name ?? ''}|${label.colour ?? ''}`}
        label={label}
        placeholder={email}
        aria-labelledby="account-naming-title"
        onSave={(saved) => {
          writeAccountLabel(scope, saved);
          toast.success(t({ defaultMessage: 'Name and colour saved on this device.' }));
        }}
      />
    </>
  );
};
