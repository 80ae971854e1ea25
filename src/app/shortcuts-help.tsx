import { ModalDialog } from '../components/ui/modal-dialog';
import { SHORTCUTS } from '../lib/keyboard-shortcuts';

/** The `?` dialog: every keyboard shortcut and what it does (loaded when it opens). */
export const ShortcutsHelp = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <ModalDialog open={open} onClose={onClose} title="Keyboard shortcuts" size="sm">
    <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
      Single keys work when you are not typing in a field.
    </p>
    <dl className="space-y-2 text-sm">
      {SHORTCUTS.map((shortcut) => (
        <div key={shortcut.command} className="flex items-baseline justify-between gap-4">
          <dt>
            <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-xs dark:border-gray-700 dark:bg-gray-800">
              {shortcut.keys}
            </kbd>
          </dt>
          <dd className="text-right">{shortcut.description}</dd>
        </div>
      ))}
    </dl>
  </ModalDialog>
);
