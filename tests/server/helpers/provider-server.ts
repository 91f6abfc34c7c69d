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

export interface ProviderAnswer {
  status: number;
  body: unknown;
  /** With a content type, a string body is sent as it is instead of as JSON. */
  contentType?: string;
}

export interface ProviderServer {
  url: string;
  requests: RecordedRequest[];
  /** The next answers, in order; after them every request gets the last one. */
  answer(...answers: ProviderAnswer[]): void;
  close(): Promise<void>;
}

export async function startProviderServer(): Promise<ProviderServer> {
  const requests: RecordedRequest[] = [];
  let answers: ProviderAnswer[] = [{ status: 200, body: {} }];
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
      // A text body with its content type goes as is (a SOAP service's XML); otherwise JSON.
      const answered =
        next?.contentType !== undefined && typeof next.body === 'string'
          ? next.body
          : JSON.stringify(next?.body ?? {});
      response.writeHead(next?.status ?? 200, {
        'content-type': next?.contentType ?? 'application/json',
      });
      response.end(answered);
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
