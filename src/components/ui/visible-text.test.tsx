import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PageHeader } from '../layout/page-header';
import { tableColumns } from './field-columns';
import type { ListFields } from './list-field';
import { DataTable } from './table';
import { VisibleText } from './visible-text';

const SPOOF = 'Invoice \u202Efdp.exe';
const fields = {
  name: { header: { defaultMessage: 'Name' }, value: (row) => row.name, kind: 'name' },
} satisfies ListFields<{ id: number; name: string }>;

describe('<VisibleText />', () => {
  it('draws a hidden character as a marked code point with its meaning, not as the character', async () => {
    const { container } = render(<VisibleText text={SPOOF} />);
    await expectNoAxeViolations(container);
    expect(container.textContent).not.toContain('\u202E');
    const marker = screen.getByTitle('Hidden character U+202E (invisible or direction-changing)');
    expect(marker).toHaveTextContent('⟨U+202E⟩');
    expect(within(marker).getByText(/^Hidden character U\+202E/)).toHaveClass('sr-only');
    expect(container.querySelector('bdi')?.firstChild?.textContent).toBe('Invoice ');
  });

  it('leaves emoji with ZWJ and Arabic with its direction marks as they are', () => {
    const { container } = render(<VisibleText text={'👩\u200D💻 تخفيضات\u200F'} />);
    expect(container.textContent).toBe('👩\u200D💻 تخفيضات\u200F');
    expect(screen.queryByTitle(/Hidden character/)).toBeNull();
  });

  it('is what list cells and page titles draw names with', () => {
    render(
      <>
        <PageHeader title={SPOOF} />
        <DataTable
          caption="Links"
          rows={[{ id: 1, name: SPOOF }]}
          rowKey={(row) => row.id}
          columns={tableColumns(fields)}
        />
      </>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Invoice ⟨U\+202E⟩Hidden character U\+202E.*\)fdp\.exe$/);
    expect(heading.textContent).not.toContain('\u202E');
    expect(document.title).toBe('Invoice ⟨U+202E⟩fdp.exe · Linkdeck');
    const cell = within(screen.getAllByRole('row')[1]).getByRole('cell');
    expect(within(cell).getByTitle(/^Hidden character U\+202E/)).toHaveTextContent('⟨U+202E⟩');
    expect(cell.textContent).not.toContain('\u202E');
  });
});
