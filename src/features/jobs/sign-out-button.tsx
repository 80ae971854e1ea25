import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirm } from '../../components/ui/use-confirm';
import { isUnfinished, useJobs } from '../../resources/jobs';

/** Sign out; with jobs running or paused, first says they will be discarded from this device. */
export const SignOutButton = ({ onSignOut }: { onSignOut: () => void }) => {
  const t = useT();
  const unfinished = useJobs().filter(isUnfinished).length;
  const confirm = useConfirm(onSignOut);
  const signOut = t({ defaultMessage: 'Sign out', description: 'the button that signs out' });
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => (unfinished > 0 ? confirm.ask() : onSignOut())}
      >
        {signOut}
      </Button>
      <ConfirmDialog
        {...confirm.props}
        title={t({ defaultMessage: 'Sign out and discard your jobs?' })}
        confirmLabel={signOut}
      >
        <p>
          {t(
            {
              defaultMessage:
                '{count, plural, one {# job is running or paused. Signing out discards it from this device; what is done stays done.} other {# jobs are running or paused. Signing out discards them from this device; what is done stays done.}}',
            },
            { count: unfinished },
          )}
        </p>
      </ConfirmDialog>
    </>
  );
};
