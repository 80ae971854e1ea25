import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SearchPicker } from './search-picker';

interface Fruit {
  id: number;
  name: string;
}

const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Apricot' },
  { id: 3, name: 'Banana' },
];

/** A caller like the real ones: it filters (or fetches) the options for the latest search. */
const Harness = ({
  onSearch,
  onChange,
  initial = null,
}: {
  onSearch: (query: string) => void;
  onChange: (value: Fruit | null) => void;
  initial?: Fruit | null;
}) => {
  const [query, setQuery] = useState('');
  const [value, setValue] = useState<Fruit | null>(initial);
  return (
    <form aria-label="Pick a fruit" onSubmit={(event) => event.preventDefault()}>
      <SearchPicker
        label="Fruit"
        hint="Type to search."
        options={FRUITS.filter((f) => f.name.toLowerCase().includes(query.toLowerCase()))}
        onSearch={(q) => {
          onSearch(q);
          setQuery(q);
        }}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        getKey={(f) => f.id}
        getLabel={(f) => f.name}
        getDescription={(f) => `#${f.id}`}
        emptyMessage={(q) => `No fruit matches “${q}”.`}
      />
    </form>
  );
};

const setUp = (initial: Fruit | null = null) => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const onSearch = vi.fn();
  const onChange = vi.fn();
  const view = render(<Harness onSearch={onSearch} onChange={onChange} initial={initial} />);
  const input = screen.getByRole('combobox', { name: /Fruit/ });
  return { user, onSearch, onChange, input, ...view };
};

/** Lets the debounce run out. */
const pause = () => act(() => vi.advanceTimersByTime(400));

describe('<SearchPicker />', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no axe violations, closed and open', async () => {
    const { container, user, input } = setUp();
    await expectNoAxeViolations(container);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('searches once per pause in typing, not per key', async () => {
    const { user, input, onSearch } = setUp();
    await user.type(input, 'ap');
    expect(onSearch).not.toHaveBeenCalled();
    await pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ap');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Apple#1',
      'Apricot#2',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('moves with the arrows, wraps around and chooses with Enter without submitting', async () => {
    const { user, input, onChange } = setUp();
    input.focus();
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(FRUITS[2]);
    expect(input).toHaveValue('Banana');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
  });

  it('Escape closes the list first, then clears the field', async () => {
    const { user, input, onChange } = setUp(FRUITS[0]);
    expect(input).toHaveValue('Apple');
    input.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Apple');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('typing drops the earlier choice, and a click chooses', async () => {
    const { user, input, onChange } = setUp(FRUITS[0]);
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.clear(input);
    await user.type(input, 'ban');
    await pause();
    await user.click(screen.getByRole('option', { name: /Banana/ }));
    expect(onChange).toHaveBeenLastCalledWith(FRUITS[2]);
    expect(input).toHaveValue('Banana');
  });

  it('says when nothing matches, outside the listbox', async () => {
    const { user, input } = setUp();
    await user.type(input, 'kiwi');
    await pause();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText('No fruit matches “kiwi”.')).not.toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No fruit matches “kiwi”.');
  });
});
