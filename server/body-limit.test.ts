import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUp } from './test-helpers';

// Over a real socket: what a kept-alive connection sees after a 413.
let server: ServerType;
let port = 0;
let key = '';
beforeAll(async () => {
  const { app, user } = setUp();
  key = user().key;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Writes `request` on a fresh socket; resolves with all it read once the server ends it. */
const exchange = (request: string, waitMs: number) =>
  new Promise<{ text: string; ended: boolean }>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    let ended = false;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => (ended = true));
    socket.on('close', () => resolve({ text, ended }));
    socket.on('error', () => {});
    socket.write(request);
    // A socket the server keeps open is cut here: the test reads what came by then.
    setTimeout(() => {
      socket.destroy();
    }, waitMs);
  });

/** Sends the request's head and `body`, and expects a 413 that closes the connection. */
const expectClosedAfter413 = async (headers: string[], body: string[]) => {
  const { text, ended } = await exchange(
    [
      'POST /api/channel/add HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${key}`,
      'Content-Type: application/json',
      ...headers,
      '',
      ...body,
    ].join('\r\n'),
    3000,
  );
  expect(text).toMatch(/^HTTP\/1\.1 413 /);
  expect(text).toMatch(/\r\nconnection: close\r\n/i);
  expect(ended).toBe(true);
};

describe('the body limit on a kept-alive connection', () => {
  it('answers 413 with Connection: close and ends the socket, so no next request waits on it', async () => {
    // Declares more than the limit and sends only a little of it, as a client that streams does.
    await expectClosedAfter413(
      ['Connection: keep-alive', `Content-Length: ${10 * 1024 * 1024}`],
      ['{"name": "'],
    );
  }, 10_000);

  it('does the same for a chunked body cut off while it is read', async () => {
    const chunk = `{"name": "${'x'.repeat(70 * 1024)}`;
    await expectClosedAfter413(
      ['Transfer-Encoding: chunked'],
      [chunk.length.toString(16), chunk, ''],
    );
  }, 10_000);
});
