import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useCountdown } from '../../components/feedback/use-countdown';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { pageTargetSelector } from '../../components/ui/page-targets';
import { shareOfAllowance } from '../../lib/allowance';
import { formatSeconds } from '../../lib/format-date';
import { defineMessage, type Translate } from '../../lib/i18n';
import { useApiClient } from '../../resources/session';
import { describeCost, estimateSeconds, timeWords, type BudgetView } from './export-cost';
import { exportStore, type ExportState } from './export-store';
import type { ExportProgress } from './run-export';
import type { ExportKind } from '../../resources/export';

/** "Export all 230 links to CSV?" */
const askText = (t: Translate, state: Extract<ExportState, { status: 'confirm' }>) =>
  state.plan.total === null
    ? t(
        {
          defaultMessage:
            '{kind, select, links {Export all links to CSV?} qr {Export all QR codes to CSV?} campaigns {Export all campaigns to CSV?} other {Export all channels with their items to CSV?}}',
        },
        { kind: state.kind },
      )
    : t(
        {
          defaultMessage:
            '{kind, select, links {Export all {total, plural, one {# link} other {# links}} to CSV?} qr {Export all {total, plural, one {# QR code} other {# QR codes}} to CSV?} campaigns {Export all {total, plural, one {# campaign} other {# campaigns}} to CSV?} other {Export all {total, plural, one {# channel} other {# channels}} with their items to CSV?}}',
        },
        { kind: state.kind, total: state.plan.total },
      );

/** "Links: page 2 of 3", "Items of “Spring”: page 1 of 1", and the time left when some is. */
const progressText = (
  t: Translate,
  kind: ExportKind,
  progress: ExportProgress,
  timeLeft: string | null,
) => {
  const step =
    progress.channel === null
      ? t(
          {
            defaultMessage:
              '{kind, select, links {Links} qr {QR codes} campaigns {Campaigns} other {Channels}}',
            description: 'the list an export is reading',
          },
          { kind },
        )
      : t(
          {
            defaultMessage: 'Items of “{channel}”',
            description: 'the list an export is reading; channel: the channel’s name',
          },
          { channel: progress.channel },
        );
  const values = { step, page: progress.page, pages: progress.pages, time: timeLeft };
  return timeLeft === null
    ? t(
        {
          defaultMessage: '{step}: page {page, number} of {pages, number}',
          description: 'step: the list being read, like “Links”',
        },
        values,
      )
    : t(
        {
          defaultMessage: '{step}: page {page, number} of {pages, number} · about {time} left',
          description: 'step: the list being read, like “Links”; time: like “20 s”',
        },
        values,
      );
};

/** "Downloaded linkdeck-links-2025-03-12.csv: 230 rows, using …, 2 pages from this device." */
const doneText = (
  t: Translate,
  state: Extract<ExportState, { status: 'done' }>,
  limit: number | undefined,
) => {
  const share = shareOfAllowance(state.requests, limit);
  return t(
    {
      defaultMessage:
        'Downloaded {file}: {rows, plural, one {# row} other {# rows}}{cost, select, share {, using {share}} requests {, using {requests, plural, one {# request} other {# requests}}} other {}}{cached, plural, =0 {} one {, # page from this device} other {, # pages from this device}}.',
      description:
        'file: the file’s name; share: how much of the API budget, like “about a quarter of this minute’s allowance”; cached: pages read from this device at no cost',
    },
    {
      file: state.fileName,
      rows: state.rows,
      cost: state.requests === 0 ? 'none' : share ? 'share' : 'requests',
      share,
      requests: state.requests,
      cached: state.fromCache,
    },
  );
};

/** What the export waits for, with a countdown: a 429's reset, or the budget's next request. */
const WAITING_FOR = {
  limit: defineMessage({
    defaultMessage: 'The API’s limit for this minute is reached: continuing by itself in {time}.',
    description: 'time: a countdown, like “45 s”',
  }),
  budget: defineMessage({
    defaultMessage: 'Waiting for your API budget: next page in {time}. Your own clicks go first.',
    description: 'time: a countdown, like “45 s”',
  }),
};

/** The waiting line: a 429's countdown, or the budget the export waits for. */
const WaitNotice = ({
  blockedUntil,
  nextAt,
}: {
  blockedUntil: number | null;
  nextAt: number | null;
}) => {
  const t = useT();
  const blocked = useCountdown(blockedUntil);
  const next = useCountdown(nextAt);
  const waiting =
    blocked > 0
      ? t(WAITING_FOR.limit, { time: formatSeconds(blocked) })
      : next > 0
        ? t(WAITING_FOR.budget, { time: formatSeconds(next) })
        : null;
  return (
    waiting && <p className="text-sm text-amber-900 tabular-nums dark:text-amber-200">{waiting}</p>
  );
};

/**
 * The export's progress, cost and result, in a panel at the bottom of the window that leaves
 * the page usable (the export runs at background priority: what the user does goes first).
 */
export const ExportPanel = () => {
  const t = useT();
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
  const { kind } = state;
  const close = t({ defaultMessage: 'Close', description: 'the button that closes a panel' });

  let status: string;
  let body = null;
  let actions;
  switch (state.status) {
    case 'confirm':
      status = t(
        {
          defaultMessage: '{question} {cost}.',
          description:
            'question: like “Export all 230 links to CSV?”; cost: what it uses of the API budget and how long it takes',
        },
        {
          question: askText(t, state),
          cost: describeCost(state.plan.requests, view, { isAtLeast: state.plan.isAtLeast }),
        },
      );
      actions = (
        <>
          <Button ref={firstButton} variant="primary" size="sm" onClick={() => exportStore.start()}>
            {t({ defaultMessage: 'Start export' })}
          </Button>
          <Button size="sm" onClick={() => exportStore.cancel()}>
            {t({ defaultMessage: 'Cancel', description: 'the button' })}
          </Button>
        </>
      );
      break;
    case 'running': {
      const { progress } = state;
      const done = progress ? progress.requests + progress.fromCache : 0;
      const left = progress ? progress.pagesLeft : state.plan.requests;
      status = progress
        ? progressText(t, kind, progress, left > 0 ? timeWords(estimateSeconds(left, view)) : null)
        : t(
            {
              defaultMessage:
                '{kind, select, links {Exporting links…} qr {Exporting QR codes…} campaigns {Exporting campaigns…} other {Exporting channels with their items…}}',
            },
            { kind },
          );
      body = (
        <>
          <progress
            className="h-2 w-full accent-brand-600"
            aria-label={t(
              {
                defaultMessage:
                  '{kind, select, links {Exporting links} qr {Exporting QR codes} campaigns {Exporting campaigns} other {Exporting channels with their items}}',
                description: 'the name of the export’s progress bar',
              },
              { kind },
            )}
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
          {t({ defaultMessage: 'Cancel export' })}
        </Button>
      );
      break;
    }
    case 'failed':
      status = t(
        {
          defaultMessage:
            '{kind, select, links {The export of links stopped. {message} Pages read so far are kept: trying again costs only the rest.} qr {The export of QR codes stopped. {message} Pages read so far are kept: trying again costs only the rest.} campaigns {The export of campaigns stopped. {message} Pages read so far are kept: trying again costs only the rest.} other {The export of channels with their items stopped. {message} Pages read so far are kept: trying again costs only the rest.}}',
          description: 'message: why, in a sentence of its own',
        },
        { kind, message: state.message },
      );
      actions = (
        <>
          <Button ref={firstButton} variant="primary" size="sm" onClick={() => exportStore.start()}>
            {t({ defaultMessage: 'Try again' })}
          </Button>
          <Button size="sm" onClick={() => exportStore.dismiss()}>
            {close}
          </Button>
        </>
      );
      break;
    case 'cancelled':
      status = t(
        {
          defaultMessage:
            '{kind, select, links {Export of links cancelled. Nothing was downloaded.} qr {Export of QR codes cancelled. Nothing was downloaded.} campaigns {Export of campaigns cancelled. Nothing was downloaded.} other {Export of channels with their items cancelled. Nothing was downloaded.}}',
        },
        { kind },
      );
      actions = (
        <Button ref={firstButton} size="sm" onClick={() => exportStore.dismiss()}>
          {close}
        </Button>
      );
      break;
    case 'done':
      status = doneText(t, state, view.budget?.limit);
      actions = (
        <>
          <Button ref={firstButton} size="sm" onClick={() => exportStore.dismiss()}>
            {close}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => exportStore.downloadAgain()}>
            {t({ defaultMessage: 'Download again' })}
          </Button>
        </>
      );
      break;
  }

  return createPortal(
    <section
      ref={panel}
      aria-label={t({ defaultMessage: 'Export to CSV', description: 'the export’s panel' })}
      className="fixed inset-x-0 bottom-0 z-40 p-4 sm:end-auto sm:max-w-md"
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
