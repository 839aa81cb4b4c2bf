import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Writes `request` as it is on a fresh connection and reads all the server answers. `thenEnd` closes the
 * sending side, as a client does that declared more than it sent and has nothing more to send.
 */
function sendRaw(request: string, thenEnd: boolean): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => (thenEnd ? socket.end(request) : socket.write(request)));
    let answer = '';
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer within 5 s; got: ${answer}`)));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

const BODY = JSON.stringify({ mobile: '9876501234', password: 'wrong-password' });
const withLength = (length: number) => `POST /admin/api/auth_login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${BODY}`;

/** Requests Node's HTTP parser cannot read never reach a route; they once got Fastify's own error body. */
describe('a request whose Content-Length does not match its body', () => {
  it.each([
    ['shorter than the body', BODY.length - 10, false],
    ['longer than the body', BODY.length + 10, true],
  ])("%s: 400 with the shop's {status: 0, message}", async (_name, length, thenEnd) => {
    const res = await sendRaw(withLength(length), thenEnd);
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/^content-type: application\/json/im);
    expect(JSON.parse(res.body)).toEqual({ status: 0, message: expect.stringContaining('Content-Length') });
  });

  it('a matching one is answered as usual', async () => {
    const res = await sendRaw(withLength(BODY.length).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'), false);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ status: 0 });
  });
});
