import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../../api/errors';
import { qrCreateSchema } from '../../api/qr-codes';
import type { QrType } from '../../api/qr-types';
import { expectNoAxeViolations } from '../../test/axe';
import { QrDesigner, type QrEditContext } from './qr-form';
import { qrEditNotes } from './qr-edit-notes';
import { t } from '../../lib/i18n';
import { toQrCreateInput, toQrUpdateInput } from './qr-form-input';
import { emptyQrFormValues, type QrFormValues } from './qr-form-model';

type SubmitMock = Mock<(values: QrFormValues) => Promise<unknown>>;

const setUp = ({
  defaultValues = emptyQrFormValues(),
  edit,
  onSubmit = vi.fn(async () => undefined) as SubmitMock,
}: {
  defaultValues?: QrFormValues;
  edit?: QrEditContext;
  onSubmit?: SubmitMock;
} = {}) => {
  const user = userEvent.setup();
  const view = render(
    <QrDesigner
      defaultValues={defaultValues}
      edit={edit}
      onSubmit={onSubmit}
      submitLabel="Create QR code"
    />,
  );
  return { user, onSubmit, ...view };
};

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create QR code' }));

const preview = () => screen.getByRole('complementary', { name: 'Preview' });
const encoded = () =>
  within(preview()).getByRole('img').closest('[data-encoded]')?.getAttribute('data-encoded');

/** The request body the designer sent, as the server's schema reads it. */
const sentInput = (onSubmit: SubmitMock) => {
  const values = onSubmit.mock.calls[0][0];
  return toQrCreateInput(values);
};

/** The fields of every type but link load on demand: wait until they are there. */
const typeFieldsLoaded = () =>
  waitFor(() => expect(screen.queryByText('Loading the fields…')).not.toBeInTheDocument());

const pickType = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByRole('radio', { name: label }));
  await typeFieldsLoaded();
};

// Axe over the whole designer (type picker, preview, print options) takes seconds on a busy machine.
describe('<QrDesigner />', { timeout: 20_000 }, () => {
  it('has no axe violations, with a type picker and the preview', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
    expect(screen.getByRole('group', { name: 'Type' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Type' })).getAllByRole('radio')).toHaveLength(
      7,
    );
    expect(screen.getByRole('radio', { name: 'Link' })).toBeChecked();
    expect(within(preview()).getByText(/encodes the short link once saved/)).toBeInTheDocument();
  });

  const cases: {
    type: QrType;
    label: string;
    fill: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
    expected: unknown;
    bad: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
    error: RegExp;
  }[] = [
    {
      type: 'link',
      label: 'Link',
      fill: (user) => user.type(screen.getByLabelText(/Destination URL/), 'https://example.com/a'),
      expected: 'https://example.com/a',
      bad: (user) => user.type(screen.getByLabelText(/Destination URL/), 'example.com'),
      error: /must be a full address starting with http/,
    },
    {
      type: 'text',
      label: 'Text',
      fill: (user) => user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Hello'),
      expected: 'Hello',
      bad: (user) => user.type(screen.getByRole('textbox', { name: /^Text/ }), '   '),
      error: /Text is required/,
    },
    {
      type: 'phone',
      label: 'Phone call',
      fill: (user) => user.type(screen.getByLabelText(/Phone number/), '+44 20 7946'),
      expected: '+44 20 7946',
      bad: (user) => user.type(screen.getByLabelText(/Phone number/), 'call me'),
      error: /3 to 20 digits/,
    },
    {
      type: 'email',
      label: 'Email',
      fill: async (user) => {
        await user.type(screen.getByLabelText(/Email address/), 'a@example.com');
        await user.type(screen.getByLabelText(/Subject/), 'Hi');
      },
      expected: { email: 'a@example.com', subject: 'Hi' },
      bad: (user) => user.type(screen.getByLabelText(/Email address/), 'a@b'),
      error: /must be an email address/,
    },
    {
      type: 'sms',
      label: 'Text message',
      fill: async (user) => {
        await user.type(screen.getByLabelText(/Phone number/), '+123456');
        await user.type(screen.getByLabelText(/Message/), 'See you: 5pm');
      },
      expected: { phone: '+123456', message: 'See you: 5pm' },
      bad: (user) => user.type(screen.getByLabelText(/Message/), 'no number'),
      error: /3 to 20 digits/,
    },
    {
      type: 'wifi',
      label: 'Wi-Fi',
      fill: async (user) => {
        await user.type(screen.getByLabelText(/Network name/), 'Cafe');
        await user.type(screen.getByLabelText(/^Password/), 'longenough');
      },
      expected: { ssid: 'Cafe', pass: 'longenough', encryption: 'WPA' },
      bad: async (user) => {
        await user.type(screen.getByLabelText(/Network name/), 'Cafe');
        await user.type(screen.getByLabelText(/^Password/), 'short');
      },
      error: /A WPA password has 8 to 63 characters/,
    },
    {
      type: 'vcard',
      label: 'Contact card',
      fill: async (user) => {
        await user.type(screen.getByLabelText(/First name/), 'Ada');
        await user.type(screen.getByLabelText(/LinkedIn/), 'https://linkedin.com/in/ada');
      },
      expected: { fname: 'Ada', linkedin: 'https://linkedin.com/in/ada' },
      bad: async () => undefined,
      error: /Fill in at least one contact field/,
    },
  ];

  it.each(cases)('sends a valid $type code in the shape the server accepts', async (c) => {
    const { user, onSubmit } = setUp();
    await pickType(user, c.label);
    await c.fill(user);
    await save(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const input = sentInput(onSubmit);
    expect(input).toMatchObject({ type: c.type, data: c.expected });
    expect(qrCreateSchema.safeParse(input).success).toBe(true);
  });

  it.each(cases)('rejects an invalid $type code as the server would', async (c) => {
    const { user, onSubmit } = setUp();
    await pickType(user, c.label);
    await c.bad(user);
    await save(user);
    expect(await screen.findByText(c.error)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts an open network without a password and rejects a bad WEP key', async () => {
    const { user, onSubmit } = setUp();
    await pickType(user, 'Wi-Fi');
    await user.type(screen.getByLabelText(/Network name/), 'Guest');
    await user.selectOptions(screen.getByLabelText(/Encryption/), 'WEP');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await save(user);
    expect(await screen.findByText(/A WEP key has 5 or 13 characters/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Encryption/), '');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await save(user);
    expect(sentInput(onSubmit)).toMatchObject({ data: { ssid: 'Guest', encryption: '' } });
  });

  it('rejects bad colours and logo addresses', async () => {
    const { user, onSubmit } = setUp();
    await user.type(screen.getByLabelText(/Destination URL/), 'https://example.com');
    await user.clear(screen.getByRole('textbox', { name: /^Foreground colour/ }));
    await user.type(screen.getByRole('textbox', { name: /^Foreground colour/ }), '#12345');
    await user.type(screen.getByLabelText(/Logo URL/), 'https://example.com/logo.gif');
    await save(user);
    expect(
      await screen.findByText('Foreground colour must be a hex colour like #1A73E8.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Logo must be an http\(s\) address of a .png or .jpg/),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends colours as rgb() whether typed or picked', async () => {
    const { user, onSubmit } = setUp();
    await user.type(screen.getByLabelText(/Destination URL/), 'https://example.com');
    const fg = screen.getByRole('textbox', { name: /^Foreground colour/ });
    await user.clear(fg);
    await user.type(fg, '#1D43B0');
    fireEvent.change(screen.getByLabelText('Background colour picker'), {
      target: { value: '#fff8f0' },
    });
    await save(user);
    expect(sentInput(onSubmit)).toMatchObject({
      foreground: 'rgb(29,67,176)',
      background: 'rgb(255,248,240)',
    });
  });

  it('updates the preview as the user types', async () => {
    const { user } = setUp();
    await pickType(user, 'Text');
    expect(encoded()).toBe('');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Hi');
    expect(encoded()).toBe('Hi');
    expect(
      within(preview()).getByRole('img', { name: 'QR code with the text “Hi”' }),
    ).toBeInTheDocument();
    await pickType(user, 'Wi-Fi');
    await user.type(screen.getByLabelText(/Network name/), 'My;Net');
    await user.type(screen.getByLabelText(/^Password/), 'pa:ss');
    expect(encoded()).toBe('WIFI:T:WPA;S:My\\;Net;P:pa\\:ss;;');
    await pickType(user, 'Text message');
    await user.type(screen.getByLabelText(/Phone number/), '+1 555 0100');
    await user.type(screen.getByLabelText(/Message/), 'Yes');
    expect(encoded()).toBe('SMSTO:+15550100:Yes');
    // Switching back keeps what was typed for each type.
    await pickType(user, 'Text');
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('Hi');
  }, 20_000);

  it('warns about colour pairs that do not scan', async () => {
    const { user } = setUp();
    const status = screen.getByRole('status', { name: 'Scannability' });
    expect(status).toHaveTextContent(/look scannable/);
    const fg = screen.getByRole('textbox', { name: /^Foreground colour/ });
    await user.clear(fg);
    await user.type(fg, '#aaaaaa');
    expect(status).toHaveTextContent(/Contrast is 2\.3:1; scanners need at least 4:1/);
    const bg = screen.getByRole('textbox', { name: /^Background colour/ });
    await user.clear(fg);
    await user.type(fg, '#ffffff');
    await user.clear(bg);
    await user.type(bg, '#000000');
    expect(status).toHaveTextContent(/lighter than the background/);
    expect(status).not.toHaveTextContent(/Contrast is/);
  });

  it('shows the logo area and warns when it covers too much', async () => {
    const { user } = setUp();
    await user.type(screen.getByLabelText(/Logo URL/), 'https://example.com/logo.png');
    expect(screen.getByTestId('qr-logo-placeholder')).toBeInTheDocument();
    expect(preview().querySelector('[data-level]')).toHaveAttribute('data-level', 'H');
    expect(preview().querySelector('image')).toBeNull();
    const slider = screen.getByLabelText(/Logo size/);
    // Range inputs have no typing in jsdom: set the value like a drag would.
    fireEvent.change(slider, { target: { value: '0.5' } });
    expect(screen.getByRole('status', { name: 'Scannability' })).toHaveTextContent(
      /logo covers 25% of the code/,
    );
  });

  it('counts the room left in the code as content is typed, and refuses what does not fit', async () => {
    const { user, onSubmit } = setUp();
    await pickType(user, 'Text');
    expect(screen.getByText('2,331 of 2,331 bytes left in the code')).toHaveAttribute(
      'role',
      'status',
    );
    await user.click(screen.getByRole('textbox', { name: /^Text/ }));
    // 700 characters are 1,400 bytes: they fit a code without a logo, not one with a logo.
    await user.paste('é'.repeat(700));
    expect(screen.getByText('931 of 2,331 bytes left in the code')).toBeInTheDocument();
    expect(encoded()).toBe('é'.repeat(700));
    await user.type(screen.getByLabelText(/Logo URL/), 'https://example.com/logo.png');
    expect(
      screen.getByText('127 bytes too many: a code with a logo holds at most 1,273 bytes'),
    ).toBeInTheDocument();
    expect(within(preview()).getByText(/This code cannot be drawn/)).toBeInTheDocument();
    await save(user);
    expect(
      await screen.findByText(/takes 1,400 bytes and a code with a logo holds at most 1,273/),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Logo URL/));
    expect(encoded()).toBe('é'.repeat(700));
    await save(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(qrCreateSchema.safeParse(sentInput(onSubmit)).success).toBe(true);
  });

  it('keeps the type fixed and the name read-only when editing, and shows server errors on the field', async () => {
    const defaults: QrFormValues = {
      ...emptyQrFormValues('wifi'),
      name: 'Lobby',
      wifi: { ssid: 'Lobby', pass: 'longenough', encryption: 'WPA' },
    };
    const onSubmit: SubmitMock = vi.fn(async () => {
      throw new ApiError('Invalid data.', {
        status: 400,
        fields: { 'data.pass': 'The server says this password is too weak.' },
      });
    });
    const { user, container } = setUp({
      defaultValues: defaults,
      edit: {
        shortLink: 'http://x/q/1',
        imageUrl: null,
        isTypeKnown: true,
        isDataKnown: true,
        isStyleKnown: true,
        notes: qrEditNotes(t),
      },
      onSubmit,
    });
    await typeFieldsLoaded();
    await expectNoAxeViolations(container);
    expect(
      within(screen.getByRole('group', { name: 'Type' })).queryByRole('radio'),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/The type is fixed once a code is created/)).toBeInTheDocument();
    // The name is shown as text, not as a field that looks editable and is not.
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(screen.getByText('A QR code keeps the name it was created with.')).toBeInTheDocument();
    await save(user);
    expect(
      await screen.findByText('The server says this password is too weak.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('longenough');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a server error about a type's whole content, and one about the whole form", async () => {
    const onSubmit: SubmitMock = vi.fn(async () => {
      throw new ApiError('Invalid data.', {
        status: 400,
        fields: { data: 'This message cannot be encoded.', '': 'This code cannot be saved now.' },
      });
    });
    const { user } = setUp({ onSubmit });
    await pickType(user, 'Text message');
    await user.type(screen.getByLabelText(/Phone number/), '+1 555 0100');
    await save(user);
    const content = screen.getByRole('group', { name: 'Content' });
    expect(await within(content).findByText('This message cannot be encoded.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('This code cannot be saved now.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+1 555 0100');
  });

  it('editing a code of unknown content: nothing chosen, nothing drawn from a guess, only changes sent', async () => {
    const onSubmit: SubmitMock = vi.fn(async () => undefined);
    const { user } = setUp({
      defaultValues: emptyQrFormValues(''),
      edit: {
        shortLink: null,
        imageUrl: 'https://links.example/qr/abc',
        isTypeKnown: false,
        isDataKnown: false,
        isStyleKnown: false,
        notes: qrEditNotes(t),
      },
      onSubmit,
    });
    expect(screen.getByText(/does not report which type this code is/)).toBeInTheDocument();
    expect(screen.getByText(/does not send the current colours/)).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    // The service's own image, never a code drawn here.
    expect(within(preview()).getByRole('img')).toHaveAttribute(
      'src',
      'https://links.example/qr/abc',
    );
    expect(preview().querySelector('[data-encoded]')).toBeNull();
    // Its download comes with the edit that needs it (a chunk of its own).
    expect(
      await within(preview()).findByRole('link', { name: 'Download from your service' }),
    ).toHaveAttribute('href', 'https://links.example/qr/abc');
    await user.clear(screen.getByRole('textbox', { name: /^Foreground colour/ }));
    await user.type(screen.getByRole('textbox', { name: /^Foreground colour/ }), '#123456');
    await save(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(values.type).toBe('');
    expect(toQrUpdateInput(values, { background: false, foreground: true, logo: false })).toEqual({
      foreground: 'rgb(18,52,86)',
    });
  });
});
