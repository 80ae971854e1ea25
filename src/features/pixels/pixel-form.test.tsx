import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, NetworkError } from '../../api/errors';
import { PIXEL_PROVIDERS, PIXEL_TYPES, type PixelType } from '../../api/pixels';
import { expectNoAxeViolations } from '../../test/axe';
import { PixelForm } from './pixel-form';
import { t } from '../../lib/i18n';

type SubmitMock = Mock<(input: unknown) => Promise<unknown>>;

const setUp = (
  options: { pixel?: { type: string; name: string; tag: string }; onSubmit?: SubmitMock } = {},
) => {
  const user = userEvent.setup();
  const onSubmit = options.onSubmit ?? (vi.fn(async () => undefined) as SubmitMock);
  const onCancel = vi.fn();
  const view = options.pixel
    ? render(
        <PixelForm mode="edit" pixel={options.pixel} onSubmit={onSubmit} onCancel={onCancel} />,
      )
    : render(<PixelForm mode="create" onSubmit={onSubmit} onCancel={onCancel} />);
  return { user, onSubmit, onCancel, ...view };
};

const tagField = () => screen.getByRole('textbox', { name: /^Tag/ });
const providerLine = () =>
  screen.getByText(
    (_, element) => element?.tagName === 'P' && /^Provider:/.test(element.textContent ?? ''),
  );
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
/** The text a screen reader hears after the field's name: its hint and error. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  { type, name, tag }: { type?: PixelType; name: string; tag: string },
) => {
  if (type)
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Provider/ }),
      PIXEL_PROVIDERS[type].label,
    );
  await user.clear(nameField());
  await user.type(nameField(), name);
  await user.clear(tagField());
  if (tag) await user.type(tagField(), tag);
};

describe('<PixelForm />', () => {
  it('has no axe violations and offers every provider by its name', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
    const options = within(screen.getByRole('combobox', { name: /Provider/ })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual(
      PIXEL_TYPES.map((type) => PIXEL_PROVIDERS[type].label),
    );
    for (const label of ['Google Tag Manager', 'Meta (Facebook)', 'X (Twitter)', 'TikTok'])
      expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
  });

  it.each(PIXEL_TYPES)('accepts the %s example and explains its format', async (type) => {
    const { user, onSubmit } = setUp();
    const provider = PIXEL_PROVIDERS[type];
    await fill(user, { type, name: `${provider.label} pixel`, tag: provider.example });
    expect(description(tagField())).toContain(t(provider.hint));
    expect(description(tagField())).toContain(provider.example);

    await user.click(screen.getByRole('button', { name: 'Add pixel' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type,
      name: `${provider.label} pixel`,
      tag: provider.example,
    });
  });

  it.each(PIXEL_TYPES)('refuses a wrong %s tag with that provider’s hint', async (type) => {
    const { user, onSubmit } = setUp();
    const provider = PIXEL_PROVIDERS[type];
    await fill(user, { type, name: 'Shop', tag: 'not a tag!' });
    await user.click(screen.getByRole('button', { name: 'Add pixel' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(tagField()).toHaveAttribute('aria-invalid', 'true');
    expect(tagField()).toHaveFocus();
    expect(description(tagField())).toContain(
      `This does not look like a ${provider.label} tag. ${t(provider.hint)}`,
    );
    expect(tagField()).toHaveValue('not a tag!');
  });

  it('updates the format hint and re-checks the tag when the provider changes', async () => {
    const { user, onSubmit } = setUp();
    await fill(user, { type: 'gtmpixel', name: 'Site', tag: '123456789012345' });
    await user.click(screen.getByRole('button', { name: 'Add pixel' }));
    expect(description(tagField())).toMatch(/not look like a Google Tag Manager tag/);

    await user.selectOptions(screen.getByRole('combobox', { name: /Provider/ }), 'Meta (Facebook)');
    expect(description(tagField())).toContain(t(PIXEL_PROVIDERS.fbpixel.hint));
    expect(description(tagField())).not.toMatch(/does not look like/);
    expect(tagField()).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Add pixel' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'fbpixel',
      name: 'Site',
      tag: '123456789012345',
    });
  });

  it('requires a name and a tag', async () => {
    const { user, onSubmit } = setUp();
    await user.click(screen.getByRole('button', { name: 'Add pixel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(nameField())).toContain('Name is required.');
    expect(description(tagField())).toContain('Tag is required.');
  });

  it('puts the server’s field errors next to the field and keeps the input', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Invalid input.', {
        status: 400,
        fields: { tag: 'This tag is already used by another pixel.' },
      });
    }) as SubmitMock;
    const { user } = setUp({ onSubmit });
    await fill(user, { type: 'gtmpixel', name: 'Main site', tag: 'GTM-ABC123' });
    await user.click(screen.getByRole('button', { name: 'Add pixel' }));

    expect(await screen.findByText('This tag is already used by another pixel.')).toBeVisible();
    expect(description(tagField())).toContain('This tag is already used by another pixel.');
    expect(tagField()).toHaveAttribute('aria-invalid', 'true');
    expect(tagField()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/Fix the highlighted fields/);
    expect(nameField()).toHaveValue('Main site');
    expect(tagField()).toHaveValue('GTM-ABC123');
    expect(screen.getByRole('combobox', { name: /Provider/ })).toHaveValue('gtmpixel');
  });

  it('keeps every value when the server cannot be reached, so saving again works', async () => {
    const onSubmit = vi
      .fn<(input: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(new NetworkError('offline'))
      .mockResolvedValueOnce(undefined);
    const { user } = setUp({ onSubmit });
    await fill(user, { type: 'linkedinpixel', name: 'B2B', tag: '1234567' });
    await user.click(screen.getByRole('button', { name: 'Add pixel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot reach the server/);
    expect(nameField()).toHaveValue('B2B');
    expect(tagField()).toHaveValue('1234567');

    await user.click(screen.getByRole('button', { name: 'Add pixel' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith({
      type: 'linkedinpixel',
      name: 'B2B',
      tag: '1234567',
    });
  });

  describe('edit', () => {
    it('has no axe violations and shows the fixed provider', async () => {
      const { container } = setUp({
        pixel: { type: 'fbpixel', name: 'Shop', tag: '123456789012345' },
      });
      await expectNoAxeViolations(container);
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(providerLine()).toHaveTextContent(/^Provider: Meta \(Facebook\)/);
      expect(nameField()).toHaveValue('Shop');
      expect(tagField()).toHaveValue('123456789012345');
    });

    it('checks the tag against the stored provider and sends name and tag only', async () => {
      const { user, onSubmit } = setUp({
        pixel: { type: 'fbpixel', name: 'Shop', tag: '123456789012345' },
      });
      await fill(user, { name: 'Shop EU', tag: 'GTM-ABC123' });
      await user.click(screen.getByRole('button', { name: 'Save pixel' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(description(tagField())).toContain(
        `This does not look like a Meta (Facebook) tag. ${t(PIXEL_PROVIDERS.fbpixel.hint)}`,
      );

      await user.clear(tagField());
      await user.type(tagField(), ' 987654321098765 ');
      await user.click(screen.getByRole('button', { name: 'Save pixel' }));
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Shop EU', tag: '987654321098765' });
    });

    it('saves a pixel of a provider it does not know without checking its tag', async () => {
      const { user, onSubmit } = setUp({
        pixel: { type: 'mastodonpixel', name: 'Fediverse', tag: 'abc' },
      });
      expect(providerLine()).toHaveTextContent(/^Provider: mastodonpixel/);
      expect(description(tagField())).toMatch(/does not know the tag format/);
      await fill(user, { name: 'Fediverse', tag: 'any-Format_1' });
      await user.click(screen.getByRole('button', { name: 'Save pixel' }));
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Fediverse', tag: 'any-Format_1' });
    });

    it('maps a server tag error onto the field and keeps the edit', async () => {
      const onSubmit = vi.fn(async () => {
        throw new ApiError('Invalid input.', { status: 400, fields: { tag: 'Tag refused.' } });
      }) as SubmitMock;
      const { user } = setUp({
        pixel: { type: 'gtmpixel', name: 'Site', tag: 'GTM-ABC123' },
        onSubmit,
      });
      await fill(user, { name: 'Site 2', tag: 'GTM-XYZ789' });
      await user.click(screen.getByRole('button', { name: 'Save pixel' }));
      expect(await screen.findByText('Tag refused.')).toBeVisible();
      expect(tagField()).toHaveValue('GTM-XYZ789');
      expect(nameField()).toHaveValue('Site 2');
    });
  });
});
