// Reads a server-sent events stream over a real socket, the way a browser's EventSource does.
import { request } from 'node:http';

export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  contentType: string | undefined;
  /** Everything received so far, as text. */
  text(): string;
  events: StreamEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves with the first event matching, or rejects after timeoutMs. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

export function openEventStream(
  origin: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/v1/events`, { headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (response) => {
      let buffer = '';
      let all = '';
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        all += chunk;
        buffer += chunk;
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event !== undefined || data !== undefined) {
            events.push({ event: event ?? 'message', data: data ?? '' });
          }
          split = buffer.indexOf('\n\n');
        }
        for (const waiter of waiters) waiter();
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        text: () => all,
        events,
        ended,
        next(match, timeoutMs = 3_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const event = events.find(match);
              if (!event) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; received: ${all}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
