import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../api/errors';
import { inputClass } from '../../components/form/field-shell';
import { Card } from '../../components/layout/card';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/table';
import { formatSeconds } from '../../lib/format-date';
import { useApiClient } from '../../resources/session';
import { checkRows, importRequests, namesUsed, parseImport, type CheckedRow } from './import-parse';
import { ImportResults } from './import-results';
import { JobProgress } from './job-progress';
import { useJob, useJobEngine } from '../../resources/jobs';
import { estimateMs } from './job-time';
import { lookUpNames } from './name-lookup';

/** Rows shown in the preview table; the counts cover all of them. */
const PREVIEW_ROWS = 300;

const isCsvFile = (file: File) =>
  /\.(csv|txt|tsv)$/i.test(file.name) || file.type.startsWith('text/') || file.type === '';

const previewColumns: Column<CheckedRow>[] = [
  { header: 'Line', className: 'tabular-nums', cell: (r) => r.line },
  { header: 'URL', cell: (r) => <span className="break-all">{r.row.url}</span> },
  { header: 'Alias', cell: (r) => r.row.alias },
  { header: 'Campaign', cell: (r) => r.row.campaign },
  { header: 'Channel', cell: (r) => r.row.channel },
  {
    header: 'Check',
    cell: (r) =>
      r.problem ? (
        <span className="text-red-700 dark:text-red-300">Left out: {r.problem}</span>
      ) : (
        <span className="text-green-700 dark:text-green-300">Ready</span>
      ),
  },
];

/** "148 links · 160 requests · about 5 min 20 s at your limit". */
const useCost = (rows: CheckedRow[]) => {
  const client = useApiClient();
  const budget = useSyncExternalStore(
    client.budget.subscribe,
    client.budget.get,
    client.budget.get,
  );
  const links = rows.filter((r) => !r.problem).length;
  const requests = importRequests(rows);
  const ms = estimateMs(requests, budget);
  const time =
    ms === null
      ? 'no request limit known'
      : ms < 1_000
        ? 'within this minute at your limit'
        : `about ${formatSeconds(ms / 1000)} at your limit`;
  return `${links} ${links === 1 ? 'link' : 'links'} · ${requests} ${requests === 1 ? 'request' : 'requests'} · ${time}`;
};

const Preview = ({ rows, onStart }: { rows: CheckedRow[]; onStart: () => Promise<void> }) => {
  const cost = useCost(rows);
  const [isStarting, setIsStarting] = useState(false);
  const left = rows.filter((r) => r.problem).length;
  const ready = rows.length - left;
  return (
    <Card title="Preview" id="import-preview">
      <p className="mb-1 font-medium">{cost}</p>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {left === 0
          ? 'Every row is ready.'
          : `${left} ${left === 1 ? 'row is' : 'rows are'} left out (the reason is on each row); they are not sent.`}{' '}
        Jobs run in the background: what you do meanwhile always goes first.
      </p>
      <DataTable
        caption="Rows to import"
        columns={previewColumns}
        rows={rows.slice(0, PREVIEW_ROWS)}
        rowKey={(r) => r.line}
      />
      {rows.length > PREVIEW_ROWS && (
        <p className="mt-2 text-sm">and {rows.length - PREVIEW_ROWS} more rows</p>
      )}
      <div className="mt-4">
        <Button
          variant="primary"
          disabled={ready === 0}
          isPending={isStarting}
          onClick={() => {
            setIsStarting(true);
            void onStart().finally(() => setIsStarting(false));
          }}
        >
          {`Import ${ready} ${ready === 1 ? 'link' : 'links'}`}
        </Button>
      </div>
    </Card>
  );
};

const ImportForm = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const engine = useJobEngine();
  const navigate = useNavigate();
  const fileId = useId();
  const textId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState('');
  const [rows, setRows] = useState<CheckedRow[] | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const check = async (input: string, name: string) => {
    setRows(null);
    const parsed = parseImport(input);
    if (!parsed.ok) {
      setError(name ? `${name}: ${parsed.message}` : parsed.message);
      return;
    }
    setError('');
    setIsChecking(true);
    try {
      const lookup = await lookUpNames(queryClient, client, namesUsed(parsed.rows));
      setRows(checkRows(parsed.rows, lookup));
    } catch (cause) {
      setError(`Campaign and channel names could not be checked: ${describeError(cause)}`);
    } finally {
      setIsChecking(false);
    }
  };

  const start = async () => {
    if (!engine || !rows) return;
    const ready = rows.filter((r) => !r.problem);
    const job = await engine.start({
      kind: 'import-links',
      title: `Import of ${ready.length} ${ready.length === 1 ? 'link' : 'links'}`,
      items: ready.map((r) => ({
        key: String(r.line),
        label: r.row.alias || r.row.url,
        row: r.row,
        campaignId: r.campaignId,
        channelIds: r.channelIds,
      })),
    });
    void navigate(`/links/import?job=${encodeURIComponent(job.id)}`);
  };

  return (
    <div className="space-y-6">
      <Card title="Rows to import" id="import-input">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void check(text, '');
          }}
        >
          <div className="space-y-1">
            <label htmlFor={fileId} className="block text-sm font-medium">
              CSV file
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-describedby={error ? errorId : undefined}
              className="block text-sm"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                setFileName(file.name);
                if (!isCsvFile(file)) {
                  setRows(null);
                  setError(`${file.name} is not a CSV file. Choose a .csv file or paste the rows.`);
                  return;
                }
                await check(await file.text(), file.name);
              }}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={textId} className="block text-sm font-medium">
              Or paste CSV, or one URL per line
            </label>
            <textarea
              id={textId}
              rows={6}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
              aria-invalid={error && !fileName ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder={
                'url,alias,description,campaign,channel\nhttps://example.com/spring,spring,Spring sale,Launch,Social'
              }
              className={`${inputClass} font-mono`}
            />
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" isPending={isChecking} pendingLabel="Checking…">
              Check pasted rows
            </Button>
            <a
              href="/import-example.csv"
              download
              className="text-sm text-brand-700 underline dark:text-brand-300"
            >
              Example file
            </a>
          </div>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Columns: <strong>url</strong> (required), alias, description, campaign (name or id),
            channel (names or ids, separated by ;). At most 10,000 rows.
          </p>
        </form>
      </Card>
      {rows && <Preview rows={rows} onStart={start} />}
    </div>
  );
};

const ImportJob = ({ id }: { id: string }) => {
  const job = useJob(id);
  const engine = useJobEngine();
  if (!engine) return <p role="status">Loading the import…</p>;
  if (!job)
    return (
      <Card title="This import is not on this device">
        <p className="mb-4">It finished more than 24 hours ago, or you signed out since.</p>
        <ButtonLink to="/links/import" variant="primary">
          Start a new import
        </ButtonLink>
      </Card>
    );
  return (
    <div className="space-y-6">
      <Card>
        <JobProgress job={job} headingLevel={2} />
      </Card>
      <ImportResults job={job} />
    </div>
  );
};

export const ImportPage = () => {
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('job');
  return (
    <>
      <PageHeader
        title="Import links"
        description="Create many short links from a spreadsheet. Every row is checked before any request."
        actions={
          <ButtonLink to="/links" variant="secondary">
            Back to links
          </ButtonLink>
        }
      />
      {jobId ? <ImportJob id={jobId} /> : <ImportForm />}
    </>
  );
};
