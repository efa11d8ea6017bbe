/** @jest-environment node */
/**
 * The local servers' one reader of a whole request body (scripts/lib/requestBody.ts), on a real socket: a body up to
 * the limit arrives whole, whether its length is declared or it comes in chunks; one past the limit is refused
 * without being kept, and the refusal reaches a client that has not finished sending; a client gone mid-body is a
 * refusal too, not an error or a wait.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { readBody } from '../../../scripts/lib/requestBody';

const LIMIT = 64 * 1024;

let server: http.Server;
let port: number;
/** What readBody gave for each request, in order. */
let read: Array<Buffer | null>;
let readNext: Array<(body: Buffer | null) => void>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void readBody(req, LIMIT).then((body) => {
      read.push(body);
      readNext.shift()?.(body);
      if (body === null) res.writeHead(413).end('too large');
      else res.writeHead(200).end(String(body.length));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  read = [];
  readNext = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const url = () => `http://127.0.0.1:${port}/`;
/** The next body readBody gives, whatever the client sees. */
const nextRead = () => new Promise<Buffer | null>((resolve) => readNext.push(resolve));

/** A raw connection: `head` sent at once, then whatever the test writes; `statusLines(n)`: the first n answers' lines. */
function rawRequest(head: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(head);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  const statusLines = (n: number) =>
    new Promise<string[]>((resolve, reject) => {
      const check = () => {
        const lines = text.split('\r\n').filter((line) => line.startsWith('HTTP/1.1 '));
        if (lines.length >= n) resolve(lines);
      };
      check();
      socket.on('data', check);
      socket.on('error', reject);
      socket.on('close', () => reject(new Error(`closed after ${JSON.stringify(text)}`)));
    });
  return { socket, statusLines };
}

test('a body of exactly the limit arrives whole, declared or in chunks', async () => {
  const body = Buffer.alloc(LIMIT, 7);
  const declared = await fetch(url(), { method: 'POST', body });
  expect([declared.status, await declared.text()]).toEqual([200, String(LIMIT)]);
  const chunked = await fetch(url(), {
    method: 'POST',
    body: new Blob([body.subarray(0, 1000), body.subarray(1000)]).stream(),
    duplex: 'half',
  } as RequestInit);
  expect([chunked.status, await chunked.text()]).toEqual([200, String(LIMIT)]);
  expect(read.map((b) => b && Buffer.compare(b, body))).toEqual([0, 0]);
});

test('an empty body is an empty buffer, not a refusal', async () => {
  const response = await fetch(url(), { method: 'POST' });
  expect([response.status, await response.text()]).toEqual([200, '0']);
});

test('a declared length past the limit is refused before a byte of the body is sent', async () => {
  const { socket, statusLines } = rawRequest(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${LIMIT + 1}\r\n\r\n`);
  // Nothing of the body has been written: the answer can only come from the declared length.
  expect(await statusLines(1)).toEqual(['HTTP/1.1 413 Payload Too Large']);
  socket.destroy();
  expect(read).toEqual([null]);
});

test('a chunked body that passes the limit is refused once past it, and the client still sending reads the refusal', async () => {
  const { socket, statusLines } = rawRequest('POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n');
  const chunk = Buffer.alloc(16 * 1024, 1);
  const writeChunk = () => socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n`, 'latin1');
  for (let sent = 0; sent <= LIMIT; sent += chunk.length) writeChunk();
  expect(await statusLines(1)).toEqual(['HTTP/1.1 413 Payload Too Large']);
  // The body goes on after the refusal and is dropped; once it ends, the same connection carries the next request.
  for (let i = 0; i < 8; i += 1) writeChunk();
  socket.write('0\r\n\r\nPOST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nok');
  expect(await statusLines(2)).toEqual(['HTTP/1.1 413 Payload Too Large', 'HTTP/1.1 200 OK']);
  socket.destroy();
  expect(read.map((body) => body?.toString() ?? null)).toEqual([null, 'ok']);
});

test('a client gone mid-body is a refusal, given at once', async () => {
  const body = nextRead();
  const requested = once(server, 'request');
  const { socket } = rawRequest(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${LIMIT}\r\n\r\n${'x'.repeat(100)}`);
  // The server has the request and reads its body: the client goes.
  await requested;
  socket.destroy();
  expect(await body).toBeNull();
});
