import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Dialog, lazyWithPreload, loadWhenOpen, preloadOn } from '../components/ui/dialog';
import { pageTargetSelector, targetToPress } from '../components/ui/page-targets';
import type { PaletteAction } from '../features/palette/palette-items';
import type { NavEntry } from './pages';
import { shortcutFor, takePaletteRequest } from '../lib/keyboard-shortcuts';
import { Icon } from '../components/ui/icon';
import { useT } from '../components/i18n/use-t';

/** `/` focuses the page's search field. */
const SEARCH_TARGET_SELECTOR = 'main input[type="search"]';

// Loaded on the first Ctrl/Cmd+K (or when the pointer reaches its button): no page carries it.
const CommandPalette = lazyWithPreload(
  async () => (await import('../features/palette/command-palette')).CommandPalette,
);

const ShortcutsHelp = loadWhenOpen(async () => (await import('./shortcuts-help')).ShortcutsHelp);

/** Listens for the keyboard shortcuts; while a dialog is open, it owns the single keys. */
const useShortcuts = (togglePalette: () => void, openHelp: () => void) => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = shortcutFor(event);
      if (command === 'palette') {
        event.preventDefault();
        togglePalette();
        return;
      }
      if (!command || document.querySelector('dialog[open]')) return;
      if (command === 'help') {
        event.preventDefault();
        openHelp();
        return;
      }
      const target = document.querySelector<HTMLElement>(
        command === 'search' ? SEARCH_TARGET_SELECTOR : pageTargetSelector('create'),
      );
      if (!target) return;
      event.preventDefault();
      if (command === 'search') target.focus();
      else target.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [togglePalette, openHelp]);
};

/** A palette action went to a page to act there (create, export): press that button once. */
const usePressOnArrival = () => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = targetToPress(location.state);
    if (!target) return;
    document.querySelector<HTMLElement>(pageTargetSelector(target))?.click();
    // Forget the request, so a reload or going back does not press it again.
    void navigate(location, { replace: true, state: null });
  }, [location, navigate]);
};

export interface ShellCommandsProps {
  nav: readonly NavEntry[];
  actions: readonly PaletteAction[];
}

/** The header's palette button, the palette, the shortcuts and their help dialog. */
export const ShellCommands = ({ nav, actions }: ShellCommandsProps) => {
  const t = useT();
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const togglePalette = useCallback(() => setIsPaletteOpen((open) => !open), []);
  const openHelp = useCallback(() => setIsHelpOpen(true), []);
  const closePalette = () => setIsPaletteOpen(false);
  useShortcuts(togglePalette, openHelp);
  usePressOnArrival();
  useEffect(() => {
    // Opened from the next task, as the key's own handler would have done.
    if (takePaletteRequest()) setTimeout(() => setIsPaletteOpen(true));
  }, []);

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={togglePalette}
        aria-keyshortcuts="Control+K Meta+K"
        // A keyboard feature: phones keep the header's room for the menu, budget and sign-out.
        className="max-sm:hidden"
        {...preloadOn(CommandPalette)}
      >
        <Icon path="M8.5 3a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65a.75.75 0 1 1-1.06 1.06l-3.65-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        {t({ defaultMessage: 'Search', description: 'the button that opens the command palette' })}
        <kbd className="hidden font-sans text-xs text-gray-600 lg:inline dark:text-gray-400">
          Ctrl K
        </kbd>
      </Button>
      <Dialog
        open={isPaletteOpen}
        onClose={closePalette}
        title={t({ defaultMessage: 'Go to, find or create' })}
      >
        <CommandPalette nav={nav} actions={actions} onClose={closePalette} />
      </Dialog>
      <ShortcutsHelp open={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </>
  );
};
