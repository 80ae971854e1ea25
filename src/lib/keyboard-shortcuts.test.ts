import { describe, expect, it, vi } from 'vitest';
import {
  rememberPaletteUntilShell,
  shortcutFor,
  takePaletteRequest,
  type KeyPress,
} from './keyboard-shortcuts';

const press = (key: string, init: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...init,
});

const field = (html: string) => {
  document.body.innerHTML = html;
  const element = document.body.querySelector('[data-target]');
  if (!element) throw new Error('no target');
  return element;
};

describe('shortcutFor', () => {
  it('reads the single keys on the page', () => {
    expect(shortcutFor(press('/'))).toBe('search');
    expect(shortcutFor(press('c'))).toBe('create');
    expect(shortcutFor(press('?'))).toBe('help');
    expect(shortcutFor(press('x'))).toBeNull();
  });

  it('opens the palette with Ctrl+K and Cmd+K, even in a field', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }))).toBe('palette');
    expect(shortcutFor(press('K', { metaKey: true }))).toBe('palette');
    const input = field('<input data-target>');
    expect(shortcutFor(press('k', { ctrlKey: true, target: input }))).toBe('palette');
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it.each([
    '<input data-target>',
    '<textarea data-target></textarea>',
    '<select data-target><option>a</option></select>',
    '<div contenteditable="true"><p data-target>text</p></div>',
  ])('ignores the single keys while typing in %s', (html) => {
    const target = field(html);
    for (const key of ['/', 'c', '?']) expect(shortcutFor(press(key, { target }))).toBeNull();
  });

  it.each(['checkbox', 'radio', 'button'])(
    'reads the single keys on an input that takes no text (%s)',
    (type) => {
      const target = field(`<input type="${type}" data-target>`);
      expect(shortcutFor(press('c', { target }))).toBe('create');
    },
  );

  it('ignores the single keys with a modifier, while composing, or once handled', () => {
    expect(shortcutFor(press('c', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('c', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('/', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('c', { isComposing: true }))).toBeNull();
    expect(shortcutFor(press('c', { defaultPrevented: true }))).toBeNull();
  });

  it('remembers a Ctrl+K pressed while the shell loads, once, and nothing after', () => {
    const ctrlK = () =>
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    expect(takePaletteRequest()).toBe(false);
    rememberPaletteUntilShell();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    expect(takePaletteRequest()).toBe(false);
    rememberPaletteUntilShell();
    ctrlK();
    expect(takePaletteRequest()).toBe(true);
    // Taken: the shell's own listener handles the next ones.
    ctrlK();
    expect(takePaletteRequest()).toBe(false);
  });

  it('gives up a Ctrl+K pressed long before the shell listens', () => {
    vi.useFakeTimers();
    try {
      rememberPaletteUntilShell();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
      vi.advanceTimersByTime(6000);
      expect(takePaletteRequest()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
