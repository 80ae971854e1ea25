import { useState } from 'react';
import { useT } from '../i18n/use-t';
import type { BulkBarProps } from './bulk-bar';
import { Button } from './button';
import { ChangeButton } from './change-action';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, lazyWithPreload, preloadOn } from './dialog';
import { useConfirm } from './use-confirm';
import { WORDS } from './words';

// The form engine loads when a choice dialog opens, not with every list page.
const BulkChoiceForm = lazyWithPreload(
  async () => (await import('./bulk-choice-form')).BulkChoiceForm,
);

/** The bulk bar (bulk-bar.tsx) once rows are selected: their count and what can be done to all of them. */
export const BulkBarPanel = ({
  selection: { count, clear },
  noun,
  onDelete,
  choices,
  actions = [],
}: BulkBarProps & { open: boolean }) => {
  const t = useT();
  const confirm = useConfirm(onDelete);
  const [open, setOpen] = useState<number | null>(null);
  const [openAction, setOpenAction] = useState<string | null>(null);
  const counted = { count, noun };
  return (
    <div
      role="region"
      aria-label={t({ defaultMessage: 'Selected rows' })}
      className="sticky top-16 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 dark:border-brand-800 dark:bg-brand-950"
    >
      <p className="me-2 text-sm font-medium" aria-live="polite">
        {t(
          {
            defaultMessage: '{count, plural, one {# selected} other {# selected}}',
            description: 'count: rows selected in a list',
          },
          { count },
        )}
      </p>
      <ChangeButton size="sm" variant="danger" onClick={confirm.ask}>
        {t(WORDS.delete)}
      </ChangeButton>
      {choices.map((choice, index) => (
        <ChangeButton
          key={index}
          size="sm"
          {...preloadOn(BulkChoiceForm)}
          onClick={() => {
            choice.onOpen?.();
            setOpen(index);
          }}
        >
          {t(choice.label)}
        </ChangeButton>
      ))}
      {actions.map((action) => (
        <ChangeButton
          key={action.label}
          size="sm"
          onPointerEnter={action.preload}
          onFocus={action.preload}
          onClick={() => setOpenAction(action.label)}
        >
          {action.label}
        </ChangeButton>
      ))}
      <Button size="sm" variant="ghost" onClick={clear}>
        {t({ defaultMessage: 'Clear selection' })}
      </Button>
      <ConfirmDialog
        {...confirm.props}
        title={t(
          {
            defaultMessage:
              '{noun, select, qr {{count, plural, one {Delete # QR code?} other {Delete # QR codes?}}} other {{count, plural, one {Delete # link?} other {Delete # links?}}}}',
            description: 'The title of the confirmation of a bulk delete',
          },
          counted,
        )}
        confirmLabel={t(
          {
            defaultMessage:
              '{noun, select, qr {{count, plural, one {Delete # QR code} other {Delete # QR codes}}} other {{count, plural, one {Delete # link} other {Delete # links}}}}',
            description: 'The button that confirms a bulk delete',
          },
          counted,
        )}
      >
        <p>
          {t(
            {
              defaultMessage:
                '{noun, select, qr {{count, plural, one {This QR code stops working and its scan statistics are deleted.} other {These # QR codes stop working and their scan statistics are deleted.}}} other {{count, plural, one {This link stops working and its click statistics are deleted.} other {These # links stop working and their click statistics are deleted.}}}}',
            },
            counted,
          )}
        </p>
      </ConfirmDialog>
      {choices.map((choice, index) => (
        <Dialog
          key={index}
          open={open === index}
          onClose={() => setOpen(null)}
          title={t(choice.label)}
        >
          <BulkChoiceForm
            choice={choice}
            submitLabel={t(choice.submitLabel, counted)}
            onClose={() => setOpen(null)}
          />
        </Dialog>
      ))}
      {actions.map((action) => (
        <Dialog
          key={action.label}
          open={openAction === action.label}
          onClose={() => setOpenAction(null)}
          title={action.label}
        >
          {action.form(() => setOpenAction(null))}
        </Dialog>
      ))}
    </div>
  );
};
