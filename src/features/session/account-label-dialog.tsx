import { AccountLabelForm } from '../../components/form/account-label-form';
import { useToast } from '../../components/feedback/toast';
import { useT } from '../../components/i18n/use-t';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { readAccountLabel, writeAccountLabel } from '../../lib/account-label';
import { accountName } from './account-name';

export interface AccountLabelDialogProps {
  open: boolean;
  account: { scope: string; email: string | null; baseUrl: string };
  onClose: () => void;
}

/** Names and colours the shown account, from the account menu (loaded when it opens). */
export const AccountLabelDialog = ({ open, account, onClose }: AccountLabelDialogProps) => {
  const t = useT();
  const toast = useToast();
  const where = accountName(account);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t({ defaultMessage: 'Name and colour', description: 'a dialog about an account' })}
      description={t(
        {
          defaultMessage: 'For {account}, on this device only. Signing out forgets them.',
          description: 'account: an email and a host, like ada@example.com · go.example.com',
        },
        { account: where },
      )}
    >
      <AccountLabelForm
        label={readAccountLabel(account.scope)}
        placeholder={account.email ?? where}
        onCancel={onClose}
        onSave={(label) => {
          writeAccountLabel(account.scope, label);
          onClose();
          toast.success(t({ defaultMessage: 'Name and colour saved on this device.' }));
        }}
      />
    </ModalDialog>
  );
};
