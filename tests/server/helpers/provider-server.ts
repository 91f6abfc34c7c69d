// A local HTTP server standing in for Twilio or WhatsApp Cloud (the real services are out of
// reach here): it records every request the adapter makes and answers what the test queues.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ProviderServer {
  url: string;
  requests: RecordedRequest[];
  /** The next answers, in order; after them every request gets the last one. */
  answer(...answers: { status: number; body: unknown }[]): void;
  close(): Promise<void>;
}

export async function startProviderServer(): Promise<ProviderServer> {
  const requests: RecordedRequest[] = [];
  let answers: { status: number; body: unknown }[] = [{ status: 200, body: {} }];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const next = answers.length > 1 ? answers.shift() : answers[0];
      response.writeHead(next?.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next?.body ?? {}));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(...next) {
      answers = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
      }),
  };
}
