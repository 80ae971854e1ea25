import type { QueryClient } from '@tanstack/react-query';
import { describeError, isAbortError } from '../../api/errors';
import type { ApiClient } from '../../api/http';
import { toCsv } from '../../lib/csv';
import { downloadCsv } from '../../lib/download';
import type { ExportKind } from '../../resources/export';
import { EXPORTABLE } from './exportable';
import { planExport, runExport, type ExportPlan, type ExportProgress } from './run-export';

/**
 * The tab's one export at a time, outside React: it keeps running (and downloads its file)
 * when the user opens another page; the panel only shows it and sends start and cancel.
 */

/** Up to this many requests start at once; a larger export first says what it will cost. */
export const ASK_ABOVE_REQUESTS = 2;

export interface ExportDeps {
  queryClient: QueryClient;
  client: ApiClient;
  /** The account whose device data the links export adds (what it knows of each link). */
  scope?: string | null;
}

export type ExportState =
  | { status: 'idle' }
  | { status: 'confirm'; kind: ExportKind; plan: ExportPlan }
  | { status: 'running'; kind: ExportKind; plan: ExportPlan; progress: ExportProgress | null }
  | { status: 'failed'; kind: ExportKind; message: string }
  | { status: 'cancelled'; kind: ExportKind }
  | {
      status: 'done';
      kind: ExportKind;
      fileName: string;
      rows: number;
      requests: number;
      fromCache: number;
    };

/** `linkdeck-links-2025-03-12.csv` (the local date). */
export const exportFileName = (kind: ExportKind, now = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `linkdeck-${EXPORTABLE[kind].file}-${day}.csv`;
};

export const createExportStore = (download = downloadCsv) => {
  let state: ExportState = { status: 'idle' };
  let deps: ExportDeps | null = null;
  let controller: AbortController | null = null;
  let lastCsv: { csv: string; fileName: string } | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ExportState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const start = async (kind: ExportKind, plan: ExportPlan) => {
    if (!deps) return;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    set({ status: 'running', kind, plan, progress: null });
    try {
      const result = await runExport(kind, {
        ...deps,
        signal: own.signal,
        onProgress: (progress) => {
          if (controller === own) set({ status: 'running', kind, plan, progress });
        },
      });
      if (controller !== own) return;
      const fileName = exportFileName(kind);
      lastCsv = { csv: toCsv(result.table), fileName };
      download(lastCsv.csv, fileName);
      set({ status: 'done', kind, fileName, ...result });
    } catch (error) {
      if (controller !== own) return;
      if (own.signal.aborted || isAbortError(error)) set({ status: 'cancelled', kind });
      else set({ status: 'failed', kind, message: describeError(error) });
    } finally {
      if (controller === own) controller = null;
    }
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The Export button: small exports start, larger ones first show their cost. */
    request(kind: ExportKind, next: ExportDeps) {
      if (state.status === 'running') return;
      deps = next;
      const plan = planExport(next.queryClient, next.client, kind);
      if (plan.requests <= ASK_ABOVE_REQUESTS && !plan.isAtLeast) void start(kind, plan);
      else set({ status: 'confirm', kind, plan });
    },
    /** Start after the cost was shown, or again after a failure (what was read is cached). */
    start() {
      if (state.status === 'confirm') void start(state.kind, state.plan);
      else if (state.status === 'failed' && deps)
        void start(state.kind, planExport(deps.queryClient, deps.client, state.kind));
    },
    cancel() {
      controller?.abort();
      controller = null;
      if (state.status === 'running') set({ status: 'cancelled', kind: state.kind });
      else if (state.status === 'confirm') set({ status: 'idle' });
    },
    downloadAgain() {
      if (lastCsv) download(lastCsv.csv, lastCsv.fileName);
    },
    dismiss() {
      if (state.status !== 'running') set({ status: 'idle' });
    },
  };
};

export type ExportStore = ReturnType<typeof createExportStore>;

/** The tab's export. */
export const exportStore = createExportStore();
