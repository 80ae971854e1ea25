import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useCountdown } from '../../components/feedback/use-countdown';
import { Button } from '../../components/ui/button';
import { pageTargetSelector } from '../../components/ui/page-targets';
import { shareOfAllowance } from '../../lib/allowance';
import { countOf, formatCount, formatSeconds } from '../../lib/format-date';
import { useApiClient } from '../../resources/session';
import { aboutTime, describeCost, estimateSeconds, type BudgetView } from './export-cost';
import { EXPORTABLE } from './exportable';
import { exportStore, type ExportState } from './export-store';
import type { ExportPlan } from './run-export';

/** "Export all 230 links to CSV?" */
const askText = (state: Extract<ExportState, { status: 'confirm' }>) => {
  const { noun } = EXPORTABLE[state.kind];
  const all =
    state.plan.total === null ? `all ${noun}` : `all ${formatCount(state.plan.total)} ${noun}`;
  return `Export ${all} to CSV?`;
};

const costText = (plan: ExportPlan, view: BudgetView) =>
  plan.isAtLeast
    ? describeCost(plan.requests, view).replace(/^Uses |^/, (uses) =>
        uses ? 'Uses at least ' : 'At least ',
      )
    : describeCost(plan.requests, view);

/** The waiting line: a 429's countdown, or the budget the export waits for. */
const WaitNotice = ({
  blockedUntil,
  nextAt,
}: {
  blockedUntil: number | null;
  nextAt: number | null;
}) => {
  const blocked = useCountdown(blockedUntil);
  const next = useCountdown(nextAt);
  if (blocked > 0)
    return (
      <p className="text-sm text-amber-900 dark:text-amber-200">
        The API’s limit for this minute is reached: continuing by itself in{' '}
        <span className="tabular-nums">{formatSeconds(blocked)}</span>.
      </p>
    );
  if (next > 0)
    return (
      <p className="text-sm text-amber-900 dark:text-amber-200">
        Waiting for your API budget: next page in{' '}
        <span className="tabular-nums">{formatSeconds(next)}</span>. Your own clicks go first.
      </p>
    );
  return null;
};

/**
 * The export's progress, cost and result, in a panel at the bottom of the window that leaves
 * the page usable (the export runs at background priority: what the user does goes first).
 */
export const ExportPanel = () => {
  const state = useSyncExternalStore(exportStore.subscribe, exportStore.get);
  const { scheduler } = useApiClient();
  const budget = useSyncExternalStore(scheduler.budget.subscribe, scheduler.budget.get);
  const queue = useSyncExternalStore(scheduler.queue.subscribe, scheduler.queue.get);
  const view: BudgetView = { budget, blockedUntil: queue.blockedUntil };
  const firstButton = useRef<HTMLButtonElement>(null);

  const panel = useRef<HTMLElement>(null);

  // Focus follows the export while the user is with it (on its button, in the panel, or lost
  // when a button went away); it never leaves what the user went on to do meanwhile.
  useEffect(() => {
    const active = document.activeElement;
    const isWithExport =
      !active ||
      active === document.body ||
      active.matches(pageTargetSelector('export')) ||
      panel.current?.contains(active);
    if (isWithExport) firstButton.current?.focus();
  }, [state.status]);

  if (state.status === 'idle') return null;
  const { noun } = EXPORTABLE[state.kind];

  let status: string;
  let body = null;
  let actions;
  switch (state.status) {
    case 'confirm':
      status = `${askText(state)} ${costText(state.plan, view)}.`;
      actions = (
        <>
          <Button ref={firstButton} variant="primary" size="sm" onClick={() => exportStore.start()}>
            Start export
          </Button>
          <Button size="sm" onClick={() => exportStore.cancel()}>
            Cancel
          </Button>
        </>
      );
      break;
    case 'running': {
      const { progress } = state;
      const done = progress ? progress.requests + progress.fromCache : 0;
      const left = progress ? progress.pagesLeft : state.plan.requests;
      status = progress
        ? `${progress.step}: page ${progress.page} of ${progress.pages}${
            left > 0 ? ` · ${aboutTime(estimateSeconds(left, view))} left` : ''
          }`
        : `Exporting ${noun}…`;
      body = (
        <>
          <progress
            className="h-2 w-full accent-brand-600"
            aria-label={`Exporting ${noun}`}
            max={Math.max(1, done + left)}
            value={done}
          />
          <WaitNotice
            blockedUntil={queue.blockedUntil}
            nextAt={queue.queued > 0 ? queue.nextAt : null}
          />
        </>
      );
      actions = (
        <Button ref={firstButton} size="sm" onClick={() => exportStore.cancel()}>
          Cancel export
        </Button>
      );
      break;
    }
    case 'failed':
      status = `The export of ${noun} stopped. ${state.message} Pages read so far are kept: trying again costs only the rest.`;
      actions = (
        <>
          <Button ref={firstButton} variant="primary" size="sm" onClick={() => exportStore.start()}>
            Try again
          </Button>
          <Button size="sm" onClick={() => exportStore.dismiss()}>
            Close
          </Button>
        </>
      );
      break;
    case 'cancelled':
      status = `Export of ${noun} cancelled. Nothing was downloaded.`;
      actions = (
        <Button ref={firstButton} size="sm" onClick={() => exportStore.dismiss()}>
          Close
        </Button>
      );
      break;
    case 'done':
      status = `Downloaded ${state.fileName}: ${countOf(state.rows, 'row')}${
        state.requests > 0
          ? `, using ${shareOfAllowance(state.requests, view.budget?.limit) ?? countOf(state.requests, 'request')}`
          : ''
      }${state.fromCache > 0 ? `, ${countOf(state.fromCache, 'page')} from this device` : ''}.`;
      actions = (
        <>
          <Button ref={firstButton} size="sm" onClick={() => exportStore.dismiss()}>
            Close
          </Button>
          <Button size="sm" variant="ghost" onClick={() => exportStore.downloadAgain()}>
            Download again
          </Button>
        </>
      );
      break;
  }

  return createPortal(
    <section
      ref={panel}
      aria-label="Export to CSV"
      className="fixed inset-x-0 bottom-0 z-40 p-4 sm:right-auto sm:max-w-md"
    >
      <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
        <p
          role="status"
          className={state.status === 'failed' ? 'text-red-800 dark:text-red-300' : ''}
        >
          {status}
        </p>
        {body}
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </section>,
    document.body,
  );
};
