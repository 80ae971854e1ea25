import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The baseline: node:http answering a fixed JSON body (the app's own GET /api/qr answer).
const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    return;
  }
  res
    .writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    })
    .end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare server ready'));
