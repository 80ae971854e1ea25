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
  it("makes a static code of the short link itself and says its scans count as the link's clicks", async () => {
    const { user, calls } = setUp(qrFromLinkPath('https://go.example.com/spring', 'Spring sale'));
    // The fields of a Text code load on demand.
    const content = await screen.findByRole('textbox', { name: /^Text/ }, { timeout: 5000 });
    expect(content).toHaveValue('https://go.example.com/spring');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Spring sale');
    expect(screen.getByRole('note', { name: 'How this code is counted' })).toHaveTextContent(
      /counted once, as a click of “Spring sale”/,
    );
    // The encoder loads once there is content to encode.
    expect(
      await screen.findByRole('img', { name: 'QR code that opens https://go.example.com/spring' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText(/created/)).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({
      type: 'text',
      data: 'https://go.example.com/spring',
      name: 'Spring sale',
    });
  });

  it('ignores a link that is not http(s)', async () => {
    setUp('/qr/new?link=javascript:alert(1)');
    expect(await screen.findByRole('textbox', { name: /Destination URL/ })).toHaveValue('');
    expect(screen.queryByRole('note', { name: 'How this code is counted' })).toBeNull();
  });
});
