import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SafeLink } from './safe-link';

describe('<SafeLink />', () => {
  it('renders an https URL as a new-tab link without referrer or opener', async () => {
    const { container } = render(<SafeLink href="https://example.com/a" />);
    await expectNoAxeViolations(container);
    const link = screen.getByRole('link', { name: /https:\/\/example\.com\/a/ });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative', 'ftp://example.com'])(
    'shows %s as text, never as a link',
    (href) => {
      render(<SafeLink href={href} />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText(href)).toBeInTheDocument();
    },
  );

  it('renders markup in a label as text', () => {
    render(<SafeLink href="https://example.com">{'<img src=x onerror=alert(1)>'}</SafeLink>);
    expect(screen.getByRole('link')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
