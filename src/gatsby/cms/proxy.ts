import http from 'node:http';

/**
 * Forwards one request to `target` (an origin such as http://127.0.0.1:8081)
 * and streams the answer back; 502 when nothing answers there. Lets the
 * development server put decap-server under its own origin (/api/v1), so the
 * CMS needs neither a fixed port nor CORS.
 */
export function proxyRequest(target: string, req: http.IncomingMessage, res: http.ServerResponse, url = req.url ?? '/') {
  const upstream = http.request(
    new URL(url, target),
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`No answer from ${target}: ${error.message}`);
  });
  req.pipe(upstream);
}
