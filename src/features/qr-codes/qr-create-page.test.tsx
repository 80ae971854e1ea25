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
    // Its type and content are the link's short URL, said in the words of the note above.
    expect(await screen.findByRole('group', { name: 'Type' }, { timeout: 5000 })).toHaveTextContent(
      /Short link\. A code of https:\/\/go\.example\.com\/spring itself: each scan is counted as a click of the link/,
    );
    expect(screen.getByRole('group', { name: 'Content' })).toHaveTextContent(
      'The code holds the short link https://go.example.com/spring.',
    );
    expect(screen.queryByRole('radio', { name: 'Text' })).toBeNull();
    expect(screen.queryByText(/not counted/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Spring sale');
    expect(screen.getByRole('note', { name: 'How this code is counted' })).toHaveTextContent(
      /counted once, as a click of “Spring sale”/,
    );
    // The encoder loads once there is content to encode.
    expect(
      await screen.findByRole(
        'img',
        { name: 'QR code that opens https://go.example.com/spring' },
        { timeout: 5000 },
      ),
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
