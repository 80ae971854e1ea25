import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { describeError } from '../../api/errors';
import { FileField } from '../../components/form/file-field';
import { Form } from '../../components/form/form';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Card } from '../../components/layout/card';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/table';
import { shareOfAllowance } from '../../lib/allowance';
import { countOf, formatSeconds } from '../../lib/format-date';
import { useApiClient } from '../../resources/session';
import {
  checkRows,
  IMPORT_COLUMNS,
  importRequests,
  namesUsed,
  parseImport,
  type CheckedRow,
} from './import-parse';
import { ImportResults } from './import-results';
import { JobProgress } from './job-progress';
import { useJob, useJobEngine } from '../../resources/jobs';
import { estimateMs } from './job-time';
import { lookUpNames } from './name-lookup';

/** The pasted rows, and the file picker (a file is read on choice, without this form's submit). */
const importSchema = z.object({ text: z.string(), file: z.optional(z.custom<FileList>()) });

/** Rows shown in the preview table; the counts cover all of them. */
const PREVIEW_ROWS = 300;

const isCsvFile = (file: File) =>
  /\.(csv|txt|tsv)$/i.test(file.name) || file.type.startsWith('text/') || file.type === '';

/** The link options' columns, after the five every row has. */
const OPTION_COLUMNS = IMPORT_COLUMNS.slice(5);

/** "status: private · password set · pixels: Meta; 7": the options a row sets. */
const optionsOf = (row: CheckedRow['row']) =>
  OPTION_COLUMNS.filter((column) => row[column])
    .map((column) => (column === 'password' ? 'password set' : `${column}: ${row[column]}`))
    .join(' · ');

const previewColumns: Column<CheckedRow>[] = [
  { header: 'Line', className: 'tabular-nums', cell: (r) => r.line },
  { header: 'URL', cell: (r) => <span className="break-all">{r.row.url}</span> },
  { header: 'Alias', cell: (r) => r.row.alias },
  { header: 'Campaign', cell: (r) => r.row.campaign },
  { header: 'Channel', cell: (r) => r.row.channel },
  { header: 'Options', cell: (r) => <span className="break-words">{optionsOf(r.row)}</span> },
  {
    header: 'Check',
    cell: (r) =>
      r.problems ? (
        <span className="text-red-700 dark:text-red-300">
          {`Left out: ${r.problems
            .map(({ column, message }) => (column ? `${column}: ${message}` : message))
            .join(' · ')}`}
        </span>
      ) : (
        <span className="text-green-700 dark:text-green-300">Ready</span>
      ),
  },
];

/** "148 links · uses about 6 minutes' allowance · about 5 min 20 s". */
const useCost = (rows: CheckedRow[]) => {
  const client = useApiClient();
  const budget = useSyncExternalStore(
    client.budget.subscribe,
    client.budget.get,
    client.budget.get,
  );
  const links = rows.filter((r) => !r.problems).length;
  const requests = importRequests(rows);
  const ms = estimateMs(requests, budget);
  const share = shareOfAllowance(requests, budget?.limit);
  const time =
    ms === null
      ? null
      : ms < 1_000
        ? 'done within this minute'
        : `about ${formatSeconds(ms / 1000)}`;
  return [countOf(links, 'link'), share && `uses ${share}`, time].filter(Boolean).join(' · ');
};

const Preview = ({ rows, onStart }: { rows: CheckedRow[]; onStart: () => Promise<void> }) => {
  const cost = useCost(rows);
  const [isStarting, setIsStarting] = useState(false);
  const left = rows.filter((r) => r.problems).length;
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
  const form = useSchemaForm(importSchema, { text: '' });
  const [rows, setRows] = useState<CheckedRow[] | null>(null);
  const [isReadingFile, setIsReadingFile] = useState(false);

  /** A problem goes under the field it came from; one that is neither's, to the banner. */
  const showProblem = (message: string, field: 'file' | 'text' | 'root.server') =>
    form.setError(field, { type: 'import', message }, { shouldFocus: field !== 'root.server' });

  const check = async (input: string, file: string | null) => {
    setRows(null);
    form.clearErrors();
    const parsed = parseImport(input);
    if (!parsed.ok)
      return showProblem(
        file ? `${file}: ${parsed.message}` : parsed.message,
        file ? 'file' : 'text',
      );
    try {
      const lookup = await lookUpNames(queryClient, client, namesUsed(parsed.rows));
      setRows(checkRows(parsed.rows, lookup));
    } catch (cause) {
      showProblem(
        `Names and ids in the rows could not be checked: ${describeError(cause)}`,
        'root.server',
      );
    }
  };

  const start = async () => {
    if (!engine || !rows) return;
    const ready = rows.filter((r) => !r.problems);
    const job = await engine.start({
      kind: 'import-links',
      title: `Import of ${ready.length} ${ready.length === 1 ? 'link' : 'links'}`,
      items: ready.map((r) => ({
        key: String(r.line),
        label: r.row.alias || r.row.url,
        row: r.row,
        campaignId: r.campaignId,
        channelIds: r.channelIds,
        redirectType: r.redirectType,
        pixelIds: r.pixelIds,
      })),
    });
    void navigate(`/links/import?job=${encodeURIComponent(job.id)}`);
  };

  return (
    <div className="space-y-6">
      <Card title="Rows to import" id="import-input">
        <Form form={form} onSubmit={({ text }) => check(text, null)}>
          <FileField
            name="file"
            label="CSV file"
            hint="Checked as soon as you choose it."
            accept=".csv,.txt,text/csv,text/plain"
            onChoose={async (file) => {
              if (!isCsvFile(file)) {
                setRows(null);
                showProblem(
                  `${file.name} is not a CSV file. Choose a .csv file or paste the rows.`,
                  'file',
                );
                return;
              }
              setIsReadingFile(true);
              await check(await file.text(), file.name).finally(() => setIsReadingFile(false));
            }}
          />
          <TextareaField
            name="text"
            label="Or paste CSV, or one URL per line"
            rows={6}
            spellCheck={false}
            placeholder={
              'url,alias,description,campaign,channel\nhttps://example.com/spring,spring,Spring sale,Launch,Social'
            }
            className="font-mono"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              isPending={form.formState.isSubmitting || isReadingFile}
              pendingLabel="Checking…"
            >
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
          <div className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
            <p>
              Columns: <strong>url</strong> (required), alias, description, campaign (name or id),
              channel (names or ids, separated by ;). At most 10,000 rows.
            </p>
            <p>
              Link options, each optional: status (public or private), password, expiry (YYYY-MM-DD
              HH:MM:SS in your service&apos;s time, UTC on the reference server; not in the past),
              type (direct, frame, splash, or the name of one of your splash pages or CTA overlays),
              pixels (names or ids of your pixels, separated by ;), metatitle, metadescription and
              metaimage (the social preview; the image an http(s) .png or .jpg address).
            </p>
          </div>
        </Form>
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
