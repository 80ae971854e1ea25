import { ModalDialog } from '../components/ui/modal-dialog';
import { SHORTCUTS } from '../lib/keyboard-shortcuts';
import { useT } from '../components/i18n/use-t';

/** The `?` dialog: every keyboard shortcut and what it does (loaded when it opens). */
export const ShortcutsHelp = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useT();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t({ defaultMessage: 'Keyboard shortcuts' })}
      size="sm"
    >
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
        {t({ defaultMessage: 'Single keys work when you are not typing in a field.' })}
      </p>
      <dl className="space-y-2 text-sm">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.command} className="flex items-baseline justify-between gap-4">
            <dt>
              <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-xs dark:border-gray-700 dark:bg-gray-800">
                {shortcut.keys}
              </kbd>
            </dt>
            <dd className="text-end">{t(shortcut.description)}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
};
