import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copyableColumns } from './copy-columns';
import { tableColumns } from './field-columns';
import type { ListFields } from './list-field';
import { DataTable } from './table';

interface Row {
  id: number;
  name: string;
  shorturl: string;
  clicks: number;
  note: string | null;
}

const fields = {
  name: { header: { defaultMessage: 'Name' }, value: (row) => row.name, kind: 'name' },
  shorturl: {
    header: { defaultMessage: 'Short URL' },
    value: (row) => row.shorturl,
    kind: 'copy-url',
    copyLabel: { defaultMessage: 'Copy short URL {url}' },
  },
  clicks: { header: { defaultMessage: 'Clicks' }, value: (row) => row.clicks, kind: 'count' },
  note: {
    header: { defaultMessage: 'Note' },
    value: (row) => row.note,
    empty: { defaultMessage: 'None' },
  },
} satisfies ListFields<Row>;

const rows: Row[] = [
  {
    id: 1,
    name: 'Spring <b>sale</b>',
    shorturl: 'https://sho.rt/spring',
    clicks: 12345,
    note: null,
  },
];

const renderTable = (columns: ReturnType<typeof tableColumns<typeof fields>>) =>
  render(<DataTable caption="Links" rows={rows} rowKey={(row) => row.id} columns={columns} />);

describe('columns from declared fields', () => {
  it('draws each kind, in the order given, with the empty text for no value', () => {
    renderTable(tableColumns(fields, ['shorturl', 'name', 'clicks', 'note']));
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Short URL', 'Name', 'Clicks', 'Note']);
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    // A list's address is shown without its scheme; the link and its tooltip keep all of it.
    const link = within(cells[0]).getByRole('link', { name: /^sho\.rt\/spring/ });
    expect(link).toHaveAttribute('href', 'https://sho.rt/spring');
    expect(link).toHaveAttribute('title', 'https://sho.rt/spring');
    // API text stays text.
    expect(cells[1]).toHaveTextContent('Spring <b>sale</b>');
    expect(cells[2]).toHaveTextContent((12345).toLocaleString());
    expect(cells[3]).toHaveTextContent('None');
  });

  it('adds a copy button to copy-url fields only where the page asks for it', () => {
    const { unmount } = renderTable(tableColumns(fields, ['shorturl']));
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();
    unmount();
    renderTable(copyableColumns(fields, ['shorturl']));
    expect(
      screen.getByRole('button', { name: 'Copy short URL https://sho.rt/spring' }),
    ).toBeVisible();
  });
});
