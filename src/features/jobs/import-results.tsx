import { useT } from '../../components/i18n/use-t';
import { Card } from '../../components/layout/card';
import { Button } from '../../components/ui/button';
import { SafeLink } from '../../components/ui/safe-link';
import { DataTable, type Column } from '../../components/ui/table';
import { toCsv } from '../../lib/csv';
import { downloadCsv } from '../../lib/download';
import type { Translate } from '../../lib/i18n';
import { IMPORT_COLUMNS } from './import-parse';
import type { Job, JobItem } from '../../resources/jobs';
import { LINE, URL_HEADER } from './messages';

const RESULT_ROWS = 500;

/** The row's status in the results file: the file's words stay English in every language. */
const statusOf = (item: JobItem) =>
  item.state === 'done'
    ? item.updatesExisting
      ? 'updated'
      : 'created'
    : item.state === 'failed'
      ? 'failed'
      : item.state === 'in-flight'
        ? 'in progress'
        : 'not done';

/** A password is never written into a file: the results say only that one was set. */
const cellOf = (item: JobItem, column: (typeof IMPORT_COLUMNS)[number]) =>
  column === 'password' && item.row?.password ? 'set' : (item.row?.[column] ?? '');

/**
 * The input columns (the five every import has, and the link options some row used) plus the
 * short URL, the status and the error: one row per imported row.
 */
export const resultsCsv = (job: Job): string => {
  const columns = IMPORT_COLUMNS.filter(
    (column, index) => index < 5 || job.items.some((item) => item.row?.[column]),
  );
  return toCsv([
    [...columns, 'short_url', 'status', 'error'],
    ...job.items.map((item) => [
      ...columns.map((column) => cellOf(item, column)),
      item.result ?? '',
      statusOf(item),
      item.error ?? '',
    ]),
  ]);
};

const columnsOf = (t: Translate): Column<JobItem>[] => [
  { header: t(LINE), className: 'tabular-nums', cell: (item) => item.key },
  { header: t(URL_HEADER), cell: (item) => <span className="break-all">{item.row?.url}</span> },
  {
    header: t({
      defaultMessage: 'Result',
      description: 'a column header: what a row’s import gave',
    }),
    cell: (item) =>
      item.state === 'failed' ? (
        <span className="text-red-700 dark:text-red-300">{item.error}</span>
      ) : item.result ? (
        <>
          <SafeLink href={item.result} />
          {item.updatesExisting && item.state === 'done' && (
            <>
              {' '}
              {t({
                defaultMessage: '(updated)',
                description: 'after the short URL of an imported row that updated its link',
              })}
            </>
          )}
        </>
      ) : (
        t(
          {
            defaultMessage:
              '{state, select, done {created} sending {in progress} other {not done}}',
            description: 'what became of an imported row',
          },
          { state: item.state === 'in-flight' ? 'sending' : item.state },
        )
      ),
  },
];

/** Each row ends with its short URL or its error; Download results saves them as CSV. */
export const ImportResults = ({ job }: { job: Job }) => {
  const t = useT();
  const shown = [
    ...job.items.filter((item) => item.state === 'failed'),
    ...job.items.filter((item) => item.state !== 'failed'),
  ].slice(0, RESULT_ROWS);
  return (
    <Card
      title={t({ defaultMessage: 'Rows', description: 'the section of an import’s rows' })}
      id="import-rows"
    >
      <div className="mb-4">
        <Button onClick={() => downloadCsv(resultsCsv(job), 'import-results.csv')}>
          {t({ defaultMessage: 'Download results' })}
        </Button>
      </div>
      <DataTable
        caption={t({ defaultMessage: 'Imported rows' })}
        columns={columnsOf(t)}
        rows={shown}
        rowKey={(item) => item.key}
      />
      {job.items.length > RESULT_ROWS && (
        <p className="mt-2 text-sm">
          {t(
            {
              defaultMessage:
                '{count, plural, one {# more row is in the downloaded results.} other {# more rows are in the downloaded results.}}',
            },
            { count: job.items.length - RESULT_ROWS },
          )}
        </p>
      )}
    </Card>
  );
};
