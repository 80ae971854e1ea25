import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirm } from '../../components/ui/use-confirm';
import { isUnfinished, useJobs } from '../../resources/jobs';

/** Sign out; with jobs running or paused, first says they will be discarded from this device. */
export const SignOutButton = ({ onSignOut }: { onSignOut: () => void }) => {
  const unfinished = useJobs().filter(isUnfinished).length;
  const confirm = useConfirm(onSignOut);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => (unfinished > 0 ? confirm.ask() : onSignOut())}
      >
        Sign out
      </Button>
      <ConfirmDialog
        {...confirm.props}
        title="Sign out and discard your jobs?"
        confirmLabel="Sign out"
      >
        <p>
          {unfinished === 1 ? '1 job is' : `${unfinished} jobs are`} running or paused. Signing out
          discards {unfinished === 1 ? 'it' : 'them'} from this device; what is done stays done.
        </p>
      </ConfirmDialog>
    </>
  );
};
