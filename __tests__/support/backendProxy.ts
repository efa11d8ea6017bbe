/**
 * A proxy in front of the embedded backend that plays a slow or failing connection for the Telegram history import's
 * tests: every request waits `delayMs` before it is passed on, and an upload whose object name matches `failing`
 * answers 503 (Storage's answer when it is overloaded) as many times as the rule says, before going through.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BackendProxy {
  url: string;
  delayMs: number;
  /** Object names (a part of the upload's path) and how many more of their uploads fail; Infinity: every one. */
  failing: Map<string, number>;
  /** The uploads the proxy refused, by path. */
  refused: string[];
  close(): Promise<void>;
}

export async function startBackendProxy(target: string): Promise<BackendProxy> {
  const upstream = new URL(target);
  const proxy: Omit<BackendProxy, 'url' | 'close'> = { delayMs: 0, failing: new Map(), refused: [] };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const rule = [...proxy.failing.entries()].find(([name, left]) => left > 0 && path.includes(name));
    if (req.method === 'POST' && path.startsWith('/storage/v1/object/') && rule) {
      proxy.failing.set(rule[0], rule[1] - 1);
      proxy.refused.push(path);
      req.resume();
      req.on('end', () =>
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end('{"statusCode":"503","error":"Service Unavailable","message":"slow down"}'),
      );
      return;
    }
    setTimeout(() => {
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    }, proxy.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  });
}
