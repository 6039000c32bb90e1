import { createServer } from 'node:http';
import type { Metrics } from './metrics.js';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the system's choice for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a port of its own (METRICS_HOST, loopback by default): the app's port never
 * serves metrics, so a public listener cannot leak them.
 */
export async function serveMetrics(
  metrics: Metrics,
  { host, port }: { host: string; port: number },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
