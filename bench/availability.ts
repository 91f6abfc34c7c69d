// Latency of the booking availability for a 2-week range over a real socket on the embedded
// database, as the register dialog and the calendar ask for it: the demo location's hours, its
// closed day, its coming bookings and the employee with own hours.
import { performance } from 'node:perf_hooks';
import { zonedDate } from '../src/domain/rules/zoned-time';
import { withBenchApp } from './bench-app';
import { percentile } from './percentiles';

export interface AvailabilityResult {
  p50Ms: number;
  p95Ms: number;
  requests: number;
  /** Slots the 2-week answer offers. */
  slots: number;
}

const WARM_UP_REQUESTS = 20;
const MEASURED_REQUESTS = 200;
const RANGE_DAYS = 14;
const DEMO_TIMEZONE = 'America/Mexico_City';

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function measureAvailability(): Promise<AvailabilityResult> {
  return withBenchApp(async ({ origin, token }) => {
    const from = zonedDate(new Date(), DEMO_TIMEZONE);
    const body = JSON.stringify({ from, to: plusDays(from, RANGE_DAYS - 1), group_size: 2 });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let slots = 0;
    const post = async () => {
      const response = await fetch(`${origin}/v1/waitlist/hostess/booking-availability`, {
        method: 'POST',
        headers,
        body,
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`availability answered HTTP ${response.status}: ${text}`);
      slots = (JSON.parse(text) as { data: unknown[] }).data.length;
    };
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await post();
    const samples: number[] = [];
    for (let i = 0; i < MEASURED_REQUESTS; i++) {
      const started = performance.now();
      await post();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return {
      p50Ms: percentile(samples, 50),
      p95Ms: percentile(samples, 95),
      requests: MEASURED_REQUESTS,
      slots,
    };
  });
}
