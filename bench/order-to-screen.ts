// Order-to-screen latency: a customer's order placed through the public API, timed until its card
// is visible on the kitchen's inbox in Chromium (signed in as the kitchen on the orders host).
// With the live stream each order is placed after the previous one showed; with polling only
// (/v1/events aborted), orders are placed at random moments and wait for the next 60 s poll.
import { cardShown, customers, demoMenu, openInbox } from './kitchen-inbox';
import { percentile } from './percentiles';
import { withServerAndBrowser } from './server-and-browser';

export interface OrderToScreenResult {
  orders: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  samplesMs: number[];
}

export interface OrderToScreenResults {
  live: OrderToScreenResult;
  /** Orders placed at random moments over `placedOverS` seconds, shown by the 60 s poll. */
  polling: OrderToScreenResult & { placedOverS: number };
}

const BENCH_PORT = 8193;
const LIVE_ORDERS = 50;
const POLLED_ORDERS = 10;
/** Polled orders are placed at random moments over two poll periods. */
const POLLED_PLACING_MS = 120_000;

export function summary(samples: number[]): OrderToScreenResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    orders: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1]!,
    samplesMs: samples,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureOrderToScreen(): Promise<OrderToScreenResults> {
  return withServerAndBrowser(BENCH_PORT, async (browser) => {
    const ordersOrigin = `http://orders.localhost:${BENCH_PORT}`;
    const apiOrigin = `http://127.0.0.1:${BENCH_PORT}`;
    const placeOrder = customers(apiOrigin, await demoMenu(apiOrigin));

    const livePage = await openInbox(browser, ordersOrigin, true);
    const live: number[] = [];
    for (let i = 0; i < LIVE_ORDERS; i++) {
      await pause(200 + Math.random() * 800);
      const order = await placeOrder();
      live.push((await cardShown(livePage, order.number)) - order.sentAt);
    }
    await livePage.context().close();

    const pollingPage = await openInbox(browser, ordersOrigin, false);
    const moments = Array.from({ length: POLLED_ORDERS }, () => Math.random() * POLLED_PLACING_MS).sort(
      (a, b) => a - b,
    );
    const polled = await Promise.all(
      moments.map(async (moment) => {
        await pause(moment);
        const order = await placeOrder();
        return (await cardShown(pollingPage, order.number)) - order.sentAt;
      }),
    );
    await pollingPage.context().close();

    return { live: summary(live), polling: { ...summary(polled), placedOverS: POLLED_PLACING_MS / 1000 } };
  });
}
