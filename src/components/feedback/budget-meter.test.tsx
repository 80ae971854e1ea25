import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Budget } from '../../api/http';
import { expectNoAxeViolations } from '../../test/axe';
import { BudgetMeter } from './budget-meter';

const sourceOf = (budget: Budget) => ({ get: () => budget, subscribe: () => () => {} });
const meter = () => screen.getByRole('meter', { name: 'API allowance' });

describe('<BudgetMeter />', () => {
  it('stays a small bar while there is plenty, without counting requests at people', async () => {
    const { container } = render(
      <BudgetMeter source={sourceOf({ limit: 30, remaining: 27, resetAt: Date.now() + 7_000 })} />,
    );
    expect(meter()).toHaveAttribute('aria-valuenow', '27');
    expect(meter()).toHaveAttribute(
      'aria-valuetext',
      '27 of 30 requests left this minute, full again in 7 s',
    );
    expect(container).not.toHaveTextContent(/requests|27\/30|resets/);
    await expectNoAxeViolations(container);
  });

  it('speaks in waiting time once the allowance is spent or nearly so', () => {
    const { rerender, container } = render(
      <BudgetMeter source={sourceOf({ limit: 30, remaining: 0, resetAt: Date.now() + 12_000 })} />,
    );
    expect(container).toHaveTextContent('Next page in 12 s');
    rerender(
      <BudgetMeter source={sourceOf({ limit: 30, remaining: 4, resetAt: Date.now() + 12_000 })} />,
    );
    expect(container).toHaveTextContent(/^Running low · full in 1[23] s$/);
  });
});
