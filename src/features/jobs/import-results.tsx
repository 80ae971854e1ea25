import { Card } from '../../components/layout/card';
import { Button } from '../../components/ui/button';
import { SafeLink } from '../../components/ui/safe-link';
import { DataTable, type Column } from '../../components/ui/table';
import { toCsv } from '../../lib/csv';
import { downloadCsv } from '../../lib/download';
import { IMPORT_COLUMNS } from './import-parse';
import type { Job, JobItem } from '../../resources/jobs';

const RESULT_ROWS = 500;

const statusOf = (item: JobItem) =>
  item.state === 'done'
    ? 'created'
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

const columns: Column<JobItem>[] = [
  { header: 'Line', className: 'tabular-nums', cell: (item) => item.key },
  { header: 'URL', cell: (item) => <span className="break-all">{item.row?.url}</span> },
  {
    header: 'Result',
    cell: (item) =>
      item.state === 'failed' ? (
        <span className="text-red-700 dark:text-red-300">{item.error}</span>
      ) : item.result ? (
        <SafeLink href={item.result} />
      ) : (
        statusOf(item)
      ),
  },
];

/** Each row ends with its short URL or its error; Download results saves them as CSV. */
export const ImportResults = ({ job }: { job: Job }) => {
  const shown = [
    ...job.items.filter((item) => item.state === 'failed'),
    ...job.items.filter((item) => item.state !== 'failed'),
  ].slice(0, RESULT_ROWS);
  return (
    <Card title="Rows" id="import-rows">
      <div className="mb-4">
        <Button onClick={() => downloadCsv(resultsCsv(job), 'import-results.csv')}>
          Download results
        </Button>
      </div>
      <DataTable
        caption="Imported rows"
        columns={columns}
        rows={shown}
        rowKey={(item) => item.key}
      />
      {job.items.length > RESULT_ROWS && (
        <p className="mt-2 text-sm">
          {job.items.length - RESULT_ROWS} more rows are in the downloaded results.
        </p>
      )}
    </Card>
  );
};
