import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { expectNoAxeViolations } from './axe';

type Submit = (values: never) => Promise<unknown>;

/**
 * Renders a form around `onSubmit`, a spy that resolves: `{ user, onSubmit, ...view }`. `harness`
 * builds the form from the spy (`(onSubmit) => <ContactForm onSubmit={onSubmit} />`).
 */
export const renderForm = <TSubmit extends Submit>(
  harness: (onSubmit: TSubmit) => ReactElement,
) => {
  // `undefined` stands for whatever the submit handler's promise resolves to.
  const onSubmit = vi.fn<TSubmit>().mockResolvedValue(undefined as never);
  const view = render(harness(onSubmit));
  return { user: userEvent.setup(), onSubmit, ...view };
};

/** The text field whose name starts with `label` (a required mark or hint may follow). */
export const field = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Clicks the form's Save button. */
export const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

/**
 * After a submit of the contact form both engines' tests use (Name, Email): both messages,
 * the first wrong field focused, the second marked, nothing sent, and no axe violation.
 */
export const expectContactRefused = async ({
  onSubmit,
  container,
}: {
  onSubmit: (...args: never[]) => unknown;
  container: HTMLElement;
}) => {
  expect(screen.getByText('Enter a name.')).toBeInTheDocument();
  expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
  expect(field('Name')).toHaveFocus();
  expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();
  await expectNoAxeViolations(container);
};
