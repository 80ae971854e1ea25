import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../../api/testing';
import { qrFromLinkPath } from '../../lib/safe-url';
import { renderPage } from '../../test/render-page';
import { QrCreatePage } from './qr-create-page';

const setUp = (url: string) => {
  const { client, calls } = fakeClient(
    json({ error: 0, id: 5, link: 'https://go.example.com/q/x' }),
  );
  return { calls, ...renderPage(<QrCreatePage />, { client, url }) };
};

describe('<QrCreatePage />', () => {
  it('starts from the short link and name in the address and saves a code for it', async () => {
    const { user, calls } = setUp(qrFromLinkPath('https://go.example.com/spring', 'Spring sale'));
    const destination = await screen.findByRole('textbox', { name: /Destination URL/ });
    expect(destination).toHaveValue('https://go.example.com/spring');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Spring sale');
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText(/created/)).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({
      type: 'link',
      data: 'https://go.example.com/spring',
      name: 'Spring sale',
    });
  });

  it('ignores a link that is not http(s)', async () => {
    setUp('/qr/new?link=javascript:alert(1)');
    expect(await screen.findByRole('textbox', { name: /Destination URL/ })).toHaveValue('');
  });
});
