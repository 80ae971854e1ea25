import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TEST_API_KEY } from '../../api/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { SignedInSession } from '../../test/signed-in-session';
import { UtmBuilder } from './utm-builder';

/** The builder as a form holds it: the destination in state, shown in a field of its own. */
const Harness = ({ initial }: { initial: string }) => {
  const [destination, setDestination] = useState(initial);
  return (
    <>
      <label>
        Destination URL
        <input value={destination} onChange={(event) => setDestination(event.target.value)} />
      </label>
      <UtmBuilder destination={destination} onChange={setDestination} />
    </>
  );
};

const setUp = (initial = 'https://shop.example.com/spring', accountId = 7) => {
  const user = userEvent.setup();
  const view = render(
    <SignedInSession accountId={accountId}>
      <Harness initial={initial} />
    </SignedInSession>,
  );
  return { user, ...view };
};

const destination = () => screen.getByRole('textbox', { name: 'Destination URL' });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const openBuilder = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByText('UTM parameters', { selector: 'summary' }));

describe('<UtmBuilder />', () => {
  it('has no axe violations and writes each parameter into the destination as it is typed', async () => {
    const { user, container } = setUp('https://shop.example.com/spring?id=4#top');
    await openBuilder(user);
    await expectNoAxeViolations(container);

    await user.type(field('Source'), 'newsletter');
    await user.type(field('Medium'), 'email');
    await user.type(field('UTM campaign'), 'spring-sale');
    const final =
      'https://shop.example.com/spring?id=4&utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale#top';
    expect(destination()).toHaveValue(final);
    expect(screen.getByRole('status', { name: 'Final destination' })).toHaveTextContent(final);

    await user.clear(field('UTM campaign'));
    expect(destination()).toHaveValue(
      'https://shop.example.com/spring?id=4&utm_source=newsletter&utm_medium=email#top',
    );
  });

  it('fills the fields from a destination that has UTM parameters, opened', () => {
    setUp('https://a.example/?utm_source=news&utm_medium=email&utm_content=hero');
    expect(field('Source')).toHaveValue('news');
    expect(field('Medium')).toHaveValue('email');
    expect(field('Content')).toHaveValue('hero');
    expect(field('Term')).toHaveValue('');
  });

  it('waits for a full destination', async () => {
    const { user } = setUp('');
    await openBuilder(user);
    expect(field('Source')).toBeDisabled();
    await user.type(destination(), 'https://a.example/');
    expect(field('Source')).toBeEnabled();
  });

  it('lints: lowercase, no spaces, source and medium once any is set', async () => {
    const { user } = setUp();
    await openBuilder(user);
    await user.type(field('UTM campaign'), 'Spring Sale');
    expect(field('UTM campaign')).toHaveAttribute('aria-invalid', 'true');
    expect(field('UTM campaign')).toHaveAccessibleDescription(/No spaces/);
    expect(field('Source')).toHaveAccessibleDescription(/Source is needed/);
    expect(field('Medium')).toHaveAccessibleDescription(/Medium is needed/);
    await user.type(field('Source'), 'News');
    expect(field('Source')).toHaveAccessibleDescription(/lowercase/);
    await user.clear(field('Source'));
    await user.type(field('Source'), 'news');
    expect(field('Source')).not.toHaveAttribute('aria-invalid');
  });

  it('offers a value with spaces or capitals as a slug, and takes it with one click', async () => {
    const { user, container } = setUp();
    await openBuilder(user);
    await user.type(field('Source'), 'newsletter');
    await user.type(field('Medium'), 'email');
    await user.type(field('UTM campaign'), 'Autumn Menu 2026');
    await user.click(screen.getByRole('button', { name: 'Use “autumn-menu-2026”' }));
    expect(field('UTM campaign')).toHaveValue('autumn-menu-2026');
    expect(destination()).toHaveValue(
      'https://shop.example.com/spring?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-menu-2026',
    );
    expect(screen.queryByRole('button', { name: /^Use “/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('saves templates per account on this device, never under the API key, and applies them', async () => {
    const first = setUp();
    await openBuilder(first.user);
    await first.user.type(field('Source'), 'newsletter');
    await first.user.type(field('Medium'), 'email');
    await first.user.type(field('Template name'), 'Monthly newsletter{Enter}');
    expect(screen.getByText(/saved on this device/)).toBeInTheDocument();
    expect(localStorage).toHaveLength(1);
    expect(localStorage.key(0)).not.toContain(TEST_API_KEY);
    expect(localStorage.getItem(localStorage.key(0) ?? '')).not.toContain(TEST_API_KEY);
    first.unmount();

    // Another account on this device does not see it.
    const other = setUp('https://b.example/', 8);
    await openBuilder(other.user);
    expect(screen.queryByRole('group', { name: 'Fill from a template' })).not.toBeInTheDocument();
    other.unmount();

    const again = setUp('https://b.example/');
    await openBuilder(again.user);
    await again.user.click(
      within(screen.getByRole('group', { name: 'Fill from a template' })).getByRole('button', {
        name: 'Monthly newsletter',
      }),
    );
    expect(destination()).toHaveValue('https://b.example/?utm_source=newsletter&utm_medium=email');
    expect(
      within(screen.getByRole('group', { name: 'UTM parameters' })).getByRole('textbox', {
        name: /^Source/,
      }),
    ).toHaveValue('newsletter');
  });
});
