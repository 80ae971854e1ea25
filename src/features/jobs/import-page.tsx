import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { describeError } from '../../api/errors';
import { FileField } from '../../components/form/file-field';
import { Form } from '../../components/form/form';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { Card } from '../../components/layout/card';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/table';
import { shareOfAllowance } from '../../lib/allowance';
import { formatSeconds } from '../../lib/format-date';
import type { Translate } from '../../lib/i18n';
import { useApiClient } from '../../resources/session';
import {
  checkRows,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  importRequests,
  namesUsed,
  parseImport,
  type CheckedRow,
} from './import-parse';
import {
  markExisting,
  needsAliasCheck,
  readAccountLinks,
  rowsToSend,
  type ExistingChoice,
} from './import-existing';
import {
  AliasCheckStatus,
  ExistingChoiceField,
  type AliasCheckState,
} from './import-existing-choice';
import { ImportResults } from './import-results';
import { JobProgress } from './job-progress';
import { useJob, useJobEngine } from '../../resources/jobs';
import { estimateMs } from './job-time';
import { lookUpNames } from './name-lookup';
import { LINE, ROWS_TO_IMPORT, URL_HEADER } from './messages';
import { ChangeButton } from '../../components/ui/change-action';

/** The pasted rows, and the file picker (a file is read on choice, without this form's submit). */
const importSchema = z.object({ text: z.string(), file: z.optional(z.custom<FileList>()) });

/** Rows shown in the preview table; the counts cover all of them. */
const PREVIEW_ROWS = 300;

const isCsvFile = (file: File) =>
  /\.(csv|txt|tsv)$/i.test(file.name) || file.type.startsWith('text/') || file.type === '';

/** The link options' columns, after the five every row has. */
const OPTION_COLUMNS = IMPORT_COLUMNS.slice(5);

/**
 * "status: private · password set · pixels: Meta; 7": the options a row sets, by the file's
 * column names (which stay as they are in every language).
 */
const optionsOf = (t: Translate, row: CheckedRow['row']) =>
  OPTION_COLUMNS.filter((column) => row[column])
    .map((column) =>
      column === 'password'
        ? t({ defaultMessage: 'password set', description: 'an imported row sets a password' })
        : `${column}: ${row[column]}`,
    )
    .join(' · ');

const previewColumnsOf = (t: Translate, choice: ExistingChoice): Column<CheckedRow>[] => [
  { header: t(LINE), className: 'tabular-nums', cell: (r) => r.line },
  { header: t(URL_HEADER), cell: (r) => <span className="break-all">{r.row.url}</span> },
  {
    header: t({ defaultMessage: 'Alias', description: 'a column header: a link’s custom alias' }),
    cell: (r) => r.row.alias,
  },
  {
    header: t({ defaultMessage: 'Campaign', description: 'a column header' }),
    cell: (r) => r.row.campaign,
  },
  {
    header: t({ defaultMessage: 'Channel', description: 'a column header' }),
    cell: (r) => r.row.channel,
  },
  {
    header: t({ defaultMessage: 'Options', description: 'a column header: a link’s options' }),
    cell: (r) => <span className="break-words">{optionsOf(t, r.row)}</span>,
  },
  {
    header: t({
      defaultMessage: 'Check',
      description: 'a column header: whether a row can be imported',
    }),
    cell: (r) =>
      r.problems ? (
        <span className="text-red-700 dark:text-red-300">
          {t(
            {
              defaultMessage: 'Left out: {problems}',
              description: 'problems: why a row is not imported, like “alias: …”',
            },
            {
              problems: r.problems
                .map(({ column, message }) => (column ? `${column}: ${message}` : message))
                .join(' · '),
            },
          )}
        </span>
      ) : r.existing ? (
        <span className="text-amber-800 dark:text-amber-200">
          {t(
            {
              defaultMessage:
                '{choice, select, update {Already exists: it will be updated} other {Already exists: skipped}} ({shortUrl})',
              description: 'a row whose alias one of the account’s links has; shortUrl: that link',
            },
            { choice, shortUrl: r.existing.shorturl },
          )}
        </span>
      ) : (
        <span className="text-green-700 dark:text-green-300">
          {t({ defaultMessage: 'Ready', description: 'a row that can be imported' })}
        </span>
      ),
  },
];

/** "148 links · uses about 6 minutes' allowance · about 5 min 20 s", for the rows to send. */
const useCost = (t: Translate, rows: CheckedRow[]) => {
  const client = useApiClient();
  const budget = useSyncExternalStore(
    client.budget.subscribe,
    client.budget.get,
    client.budget.get,
  );
  const links = rows.length;
  const requests = importRequests(rows);
  const ms = estimateMs(requests, budget);
  const share = shareOfAllowance(requests, budget?.limit);
  return t(
    {
      defaultMessage:
        '{links, plural, one {# link} other {# links}}{hasShare, select, true { · uses {share}} other {}}{timing, select, soon { · done within this minute} about { · about {time}} other {}}',
      description:
        'an import’s cost; share: like “about 6 minutes’ allowance”; time: like “5 min 20 s”',
    },
    {
      links,
      hasShare: String(share !== null),
      share,
      timing: ms === null ? 'unknown' : ms < 1_000 ? 'soon' : 'about',
      time: ms === null ? '' : formatSeconds(ms / 1000),
    },
  );
};

const Preview = ({
  rows,
  aliasCheck,
  onStart,
}: {
  rows: CheckedRow[];
  aliasCheck: AliasCheckState | null;
  onStart: (choice: ExistingChoice) => Promise<void>;
}) => {
  const t = useT();
  const [choice, setChoice] = useState<ExistingChoice>('skip');
  const sends = rowsToSend(rows, choice);
  const cost = useCost(t, sends);
  const [isStarting, setIsStarting] = useState(false);
  const left = rows.filter((r) => r.problems).length;
  const existing = rows.filter((r) => r.existing).length;
  const updates = sends.filter((r) => r.existing).length;
  const creates = sends.length - updates;
  const isChecking = aliasCheck?.state === 'reading';
  return (
    <Card
      title={t({
        defaultMessage: 'Preview',
        description: 'the section that shows the rows before importing',
      })}
      id="import-preview"
    >
      {aliasCheck && <AliasCheckStatus check={aliasCheck} />}
      <p className="mb-1 font-medium">{cost}</p>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {isChecking
          ? ''
          : left === 0 && existing === 0
            ? t({ defaultMessage: 'Every row is ready.' })
            : left > 0
              ? t(
                  {
                    defaultMessage:
                      '{count, plural, one {# row is left out (the reason is on each row); it is not sent.} other {# rows are left out (the reason is on each row); they are not sent.}}',
                  },
                  { count: left },
                )
              : ''}{' '}
        {t({
          defaultMessage: 'Jobs run in the background: what you do meanwhile always goes first.',
        })}
      </p>
      {existing > 0 && (
        <ExistingChoiceField count={existing} choice={choice} onChange={setChoice} />
      )}
      <DataTable
        caption={t(ROWS_TO_IMPORT)}
        columns={previewColumnsOf(t, choice)}
        rows={rows.slice(0, PREVIEW_ROWS)}
        rowKey={(r) => r.line}
      />
      {rows.length > PREVIEW_ROWS && (
        <p className="mt-2 text-sm">
          {t(
            { defaultMessage: '{count, plural, one {and # more row} other {and # more rows}}' },
            { count: rows.length - PREVIEW_ROWS },
          )}
        </p>
      )}
      <div className="mt-4">
        <ChangeButton
          variant="primary"
          disabled={sends.length === 0 || isChecking}
          isPending={isStarting}
          onClick={() => {
            setIsStarting(true);
            void onStart(choice).finally(() => setIsStarting(false));
          }}
        >
          {updates === 0
            ? t(
                {
                  defaultMessage: '{count, plural, one {Import # link} other {Import # links}}',
                  description: 'the button that starts an import',
                },
                { count: creates },
              )
            : creates === 0
              ? t(
                  {
                    defaultMessage: '{count, plural, one {Update # link} other {Update # links}}',
                    description: 'the button that starts an import that only updates links',
                  },
                  { count: updates },
                )
              : t(
                  {
                    defaultMessage:
                      '{creates, plural, one {Import # link} other {Import # links}} and {updates, plural, one {update # link} other {update # links}}',
                    description: 'the button that starts an import that also updates links',
                  },
                  { creates, updates },
                )}
        </ChangeButton>
      </div>
    </Card>
  );
};

const ImportForm = () => {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const engine = useJobEngine();
  const navigate = useNavigate();
  const form = useSchemaForm(importSchema, { text: '' });
  const [rows, setRows] = useState<CheckedRow[] | null>(null);
  const [aliasCheck, setAliasCheck] = useState<AliasCheckState | null>(null);
  const [isReadingFile, setIsReadingFile] = useState(false);
  const checking = useRef<AbortController | null>(null);
  useEffect(() => () => checking.current?.abort(), []);

  /** Reads the account's links (paced, cached) and marks the rows whose alias exists. */
  const checkAliases = async (checked: CheckedRow[]) => {
    checking.current?.abort();
    if (!needsAliasCheck(checked)) return setAliasCheck(null);
    const controller = new AbortController();
    checking.current = controller;
    setAliasCheck({ state: 'reading', page: 0, pages: 0, requests: 0 });
    try {
      const read = await readAccountLinks(queryClient, client, controller.signal, (progress) =>
        setAliasCheck({ state: 'reading', ...progress }),
      );
      setRows(markExisting(checked, read.links));
      setAliasCheck({ state: 'done', links: read.links.length, requests: read.requests });
    } catch (error) {
      if (!controller.signal.aborted) setAliasCheck({ state: 'failed', error });
    }
  };

  /** A problem goes under the field it came from; one that is neither's, to the banner. */
  const showProblem = (message: string, field: 'file' | 'text' | 'root.server') =>
    form.setError(field, { type: 'import', message }, { shouldFocus: field !== 'root.server' });

  const check = async (input: string, file: string | null) => {
    checking.current?.abort();
    setRows(null);
    setAliasCheck(null);
    form.clearErrors();
    const parsed = parseImport(input);
    if (!parsed.ok)
      return showProblem(
        file
          ? t(
              {
                defaultMessage: '{file}: {problem}',
                description:
                  'file: the chosen file’s name; problem: what is wrong with it, a sentence',
              },
              { file, problem: parsed.message },
            )
          : parsed.message,
        file ? 'file' : 'text',
      );
    try {
      const lookup = await lookUpNames(queryClient, client, namesUsed(parsed.rows));
      const checked = checkRows(parsed.rows, lookup);
      setRows(checked);
      void checkAliases(checked);
    } catch (cause) {
      showProblem(
        t(
          {
            defaultMessage: 'Names and ids in the rows could not be checked: {error}',
            description: 'error: why, in a sentence of its own',
          },
          { error: describeError(cause) },
        ),
        'root.server',
      );
    }
  };

  const start = async (choice: ExistingChoice) => {
    if (!engine || !rows) return;
    const ready = rowsToSend(rows, choice);
    const job = await engine.start({
      kind: 'import-links',
      title: t(
        {
          defaultMessage: '{count, plural, one {Import of # link} other {Import of # links}}',
          description: 'the name of an import job, kept with the job',
        },
        { count: ready.length },
      ),
      items: ready.map((r) => ({
        key: String(r.line),
        label: r.row.alias || r.row.url,
        row: r.row,
        campaignId: r.campaignId,
        channelIds: r.channelIds,
        redirectType: r.redirectType,
        pixelIds: r.pixelIds,
        ...(r.existing ? { targetId: r.existing.id, updatesExisting: true } : {}),
      })),
    });
    void navigate(`/links/import?job=${encodeURIComponent(job.id)}`);
  };

  return (
    <div className="space-y-6">
      <Card title={t(ROWS_TO_IMPORT)} id="import-input">
        <Form form={form} onSubmit={({ text }) => check(text, null)}>
          <FileField
            name="file"
            label={t({ defaultMessage: 'CSV file' })}
            hint={t({ defaultMessage: 'Checked as soon as you choose it.' })}
            accept=".csv,.txt,text/csv,text/plain"
            onChoose={async (file) => {
              if (!isCsvFile(file)) {
                setRows(null);
                showProblem(
                  t(
                    {
                      defaultMessage:
                        '{file} is not a CSV file. Choose a .csv file or paste the rows.',
                      description: 'file: the chosen file’s name',
                    },
                    { file: file.name },
                  ),
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
            label={t({ defaultMessage: 'Or paste CSV, or one URL per line' })}
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
              pendingLabel={t({ defaultMessage: 'Checking…', description: 'checking the rows' })}
            >
              {t({ defaultMessage: 'Check pasted rows' })}
            </Button>
            <a
              href="/import-example.csv"
              download
              className="text-sm text-brand-700 underline dark:text-brand-300"
            >
              {t({ defaultMessage: 'Example file' })}
            </a>
          </div>
          <div className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
            <p>
              {t(
                {
                  defaultMessage:
                    'Columns: url (required), alias, description, campaign (name or id), channel (names or ids, separated by ;). At most {max, number} rows.',
                  description:
                    'url, alias, description, campaign and channel are the file’s column names: keep them',
                },
                { max: MAX_IMPORT_ROWS },
              )}
            </p>
            <p>
              {t({
                defaultMessage:
                  "Link options, each optional: status (public or private), password, expiry (YYYY-MM-DD HH:MM:SS in your service's time, UTC on the reference server; not in the past), type (direct, frame, splash, or the name of one of your splash pages or CTA overlays), pixels (names or ids of your pixels, separated by ;), metatitle, metadescription and metaimage (the social preview; the image an http(s) .png or .jpg address).",
                description:
                  'status, password, expiry, type, pixels, metatitle, metadescription, metaimage are the file’s column names, and public, private, direct, frame, splash values written into it: keep them',
              })}
            </p>
          </div>
        </Form>
      </Card>
      {rows && <Preview rows={rows} aliasCheck={aliasCheck} onStart={start} />}
    </div>
  );
};

const ImportJob = ({ id }: { id: string }) => {
  const t = useT();
  const job = useJob(id);
  const engine = useJobEngine();
  if (!engine) return <p role="status">{t({ defaultMessage: 'Loading the import…' })}</p>;
  if (!job)
    return (
      <Card title={t({ defaultMessage: 'This import is not on this device' })}>
        <p className="mb-4">
          {t({ defaultMessage: 'It finished more than 24 hours ago, or you signed out since.' })}
        </p>
        <ButtonLink to="/links/import" variant="primary">
          {t({ defaultMessage: 'Start a new import' })}
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
  const t = useT();
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('job');
  return (
    <>
      <PageHeader
        title={t({ defaultMessage: 'Import links', description: 'the page title' })}
        description={t({
          defaultMessage:
            'Create many short links from a spreadsheet. Every row is checked before any request.',
        })}
        actions={
          <ButtonLink to="/links" variant="secondary">
            {t({ defaultMessage: 'Back to links' })}
          </ButtonLink>
        }
      />
      {jobId ? <ImportJob id={jobId} /> : <ImportForm />}
    </>
  );
};
