// Change → live hint latency: a notes edit over a real socket, timed until its `changed` event
// arrives on an open /v1/events stream of the same location (embedded database).
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { withBenchApp } from './bench-app';
import { percentile } from './percentiles';

export interface LiveLatencyResult {
  changes: number;
  /** From sending the PATCH to the hint's arrival (includes the write itself). */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** From the PATCH's answer (the commit is before it) to the hint; ≤ 0 when the hint came first. */
  afterAnswerP50Ms: number;
  afterAnswerP95Ms: number;
}

const CHANGES = 200;

/** Opens the event stream; calls onChanged with the arrival time of each `changed` event. */
function openStream(origin: string, token: string, onChanged: (at: number) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/v1/events`, { headers: { authorization: `Bearer ${token}` } });
    req.on('error', reject);
    req.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        for (const _ of chunk.matchAll(/^event: changed$/gm)) onChanged(at);
      });
      resolve(() => req.destroy());
    });
    req.end();
  });
}

export function measureLiveLatency(): Promise<LiveLatencyResult> {
  return withBenchApp(async ({ origin, token }) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const search = await fetch(`${origin}/v1/waitlist/queue/search`, {
      method: 'POST',
      headers,
      body: '{"limit":1}',
    });
    const id = ((await search.json()) as { data: { id: number }[] }).data[0]?.id;

    let waiting: ((at: number) => void) | null = null;
    const close = await openStream(origin, token, (at) => waiting?.(at));
    const samples: number[] = [];
    const afterAnswer: number[] = [];
    try {
      for (let i = 0; i < CHANGES; i++) {
        const arrived = new Promise<number>((resolve) => {
          waiting = resolve;
        });
        const started = performance.now();
        const edit = await fetch(`${origin}/v1/waitlist/queue/${id}/notes`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ notes: `Nota ${i}` }),
        });
        if (!edit.ok) throw new Error(`notes edit answered HTTP ${edit.status}`);
        const answered = performance.now();
        const at = await arrived;
        samples.push(at - started);
        afterAnswer.push(at - answered);
      }
    } finally {
      close();
    }
    samples.sort((a, b) => a - b);
    afterAnswer.sort((a, b) => a - b);
    return {
      changes: CHANGES,
      p50Ms: percentile(samples, 50),
      p95Ms: percentile(samples, 95),
      maxMs: samples[samples.length - 1]!,
      afterAnswerP50Ms: percentile(afterAnswer, 50),
      afterAnswerP95Ms: percentile(afterAnswer, 95),
    };
  });
}
