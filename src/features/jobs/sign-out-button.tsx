import { useState } from 'react';
import { useToast } from '../../components/feedback/toast';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirm } from '../../components/ui/use-confirm';
import { isUnfinished, useJobs } from '../../resources/jobs';

/** Who a sign-out concerns: the shown account, and the account of this tab shown next (if any). */
export interface SignOutNames {
  leaving: string;
  staying: string | null;
}

export interface SignOutButtonProps {
  /** Read when the button is pressed: the tab's accounts may have changed since it was drawn. */
  names: () => SignOutNames;
  onSignOut: () => Promise<void>;
}

/**
 * Sign out, always asked first: the question names the account that goes and the one this tab
 * then shows (or the sign-in page), and says that unfinished jobs are discarded from this device.
 * Afterwards a message says where you are.
 */
export const SignOutButton = ({ names, onSignOut }: SignOutButtonProps) => {
  const t = useT();
  const toast = useToast();
  const unfinished = useJobs().filter(isUnfinished).length;
  const [asked, setAsked] = useState<SignOutNames>({ leaving: '', staying: null });
  const confirm = useConfirm(() => {
    const { leaving, staying } = asked;
    void onSignOut().then(() => {
      if (staying)
        toast.success(
          t(
            {
              defaultMessage: 'Signed out of {leaving}. You are now in {staying}.',
              description: 'leaving, staying: accounts, each a name, an email and a host',
            },
            { leaving, staying },
          ),
        );
    });
  });
  const signOut = t({ defaultMessage: 'Sign out', description: 'the button that signs out' });
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setAsked(names());
          confirm.ask();
        }}
      >
        {signOut}
      </Button>
      <ConfirmDialog
        {...confirm.props}
        title={t(
          {
            defaultMessage: 'Sign out of {account}?',
            description: 'account: a name, an email and a host',
          },
          { account: asked.leaving },
        )}
        confirmLabel={signOut}
        worksOffline
      >
        <p>
          {asked.staying
            ? t(
                {
                  defaultMessage:
                    '{account} stays signed in in this tab: you will land in it. This device forgets the API key and the data it kept for the account you sign out of.',
                  description: 'account: a name, an email and a host',
                },
                { account: asked.staying },
              )
            : t({
                defaultMessage:
                  'It is the last account of this tab: you will go to the sign-in page. This device forgets its API key and the data it kept for it.',
              })}
        </p>
        {unfinished > 0 && (
          <p className="mt-2">
            {t(
              {
                defaultMessage:
                  '{count, plural, one {# job is running or paused. Signing out discards it from this device; what is done stays done.} other {# jobs are running or paused. Signing out discards them from this device; what is done stays done.}}',
              },
              { count: unfinished },
            )}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
};
