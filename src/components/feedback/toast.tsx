import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../i18n/use-t';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  /** A button about the outcome, e.g. Copy for a link just created. */
  action?: ReactNode;
  /** The action takes the focus (what a closed dialog leaves it on), read with the message. */
  isFocused?: boolean;
}

export interface Toaster {
  success(message: string, action?: ReactNode, options?: { isFocused?: boolean }): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<Toaster | null>(null);
let nextToastId = 1;

/** Shows outcome messages ("Domain added") that screen readers announce without moving focus. */
export const useToast = (): Toaster => {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it.');
  return toaster;
};

const DISMISS_AFTER_MS = { success: 5000, info: 6000, error: 10000 };
const tones: Record<ToastTone, string> = {
  success: 'border-green-700 dark:border-green-400',
  error: 'border-red-700 dark:border-red-400',
  info: 'border-brand-600 dark:border-brand-300',
};

const ToastView = ({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) => {
  const t = useT();
  const [isPaused, setIsPaused] = useState(false);
  const actionRef = useRef<HTMLDivElement>(null);
  const messageId = useId();
  // Runs after a closing dialog's cleanup has given the focus back to its opener.
  useEffect(() => {
    if (toast.isFocused) actionRef.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [toast.isFocused]);
  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(() => onDismiss(toast.id), DISMISS_AFTER_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [isPaused, onDismiss, toast]);
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-md border-s-4 bg-white p-3 text-sm text-gray-900 shadow-lg dark:bg-gray-800 dark:text-gray-100 ${tones[toast.tone]}`}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <p id={messageId} className="flex-1">
        {toast.message}
      </p>
      {toast.action && (
        // Named by the message, so the focused action is read with it.
        <div ref={actionRef} role="group" aria-labelledby={messageId}>
          {toast.action}
        </div>
      )}
      <button
        type="button"
        className="-m-1 rounded p-1 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-700"
        onClick={() => onDismiss(toast.id)}
        aria-label={t({ defaultMessage: 'Dismiss message' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
};

interface ToastList {
  toasts: readonly ToastItem[];
  dismiss: (id: number) => void;
}

const ToastListContext = createContext<ToastList | null>(null);

const isUrgent = (toast: Pick<ToastItem, 'tone'>) => toast.tone === 'error';

/**
 * The messages' live regions (mounted before any message, so additions are announced). In the
 * app's sticky header they push the page down instead of covering its buttons; `floating` puts
 * them at the foot of the window (for a page without that header).
 */
export const ToastRegion = ({ placement }: { placement: 'header' | 'floating' }) => {
  const t = useT();
  const list = useContext(ToastListContext);
  if (!list) throw new Error('ToastRegion needs a <ToastProvider> above it.');
  const polite = list.toasts.filter((toast) => !isUrgent(toast));
  const urgent = list.toasts.filter(isUrgent);
  const regionClass = placement === 'header' ? 'w-full' : 'w-full max-w-sm';
  return (
    <div
      className={
        placement === 'header'
          ? 'flex flex-col px-4 has-[li]:gap-2 has-[li]:py-2 print:hidden'
          : 'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end'
      }
    >
      {/* The live region wraps the list: a role on the <ul> itself would orphan its items. */}
      <div
        role="status"
        aria-live="polite"
        aria-label={t({ defaultMessage: 'Notifications' })}
        className={regionClass}
      >
        <ul className="flex w-full flex-col gap-2">
          {polite.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={list.dismiss} />
          ))}
        </ul>
      </div>
      <div
        role="alert"
        aria-label={t({ defaultMessage: 'Errors', description: 'the list of error messages' })}
        className={regionClass}
      >
        <ul className="flex w-full flex-col gap-2">
          {urgent.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={list.dismiss} />
          ))}
        </ul>
      </div>
    </div>
  );
};

/**
 * Keeps the messages: one outcome and one error at a time, a new one replacing the one before,
 * so they never pile up. `region={false}` when the page places `<ToastRegion />` itself.
 */
export const ToastProvider = ({
  children,
  region = true,
}: {
  children: ReactNode;
  region?: boolean;
}) => {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)),
    [],
  );
  const toaster = useMemo<Toaster>(() => {
    const push =
      (tone: ToastTone) =>
      (message: string, action?: ReactNode, options: { isFocused?: boolean } = {}) => {
        const toast = { id: nextToastId++, tone, message, action, ...options };
        setToasts((all) => [...all.filter((kept) => isUrgent(kept) !== isUrgent(toast)), toast]);
      };
    return { success: push('success'), error: push('error'), info: push('info') };
  }, []);
  const list = useMemo(() => ({ toasts, dismiss }), [toasts, dismiss]);

  return (
    <ToastContext.Provider value={toaster}>
      <ToastListContext.Provider value={list}>
        {children}
        {region && <ToastRegion placement="floating" />}
      </ToastListContext.Provider>
    </ToastContext.Provider>
  );
};
