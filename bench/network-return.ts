// Missed orders after the network returns (issue 17 point 9): the kitchen's inbox in Chromium is
// cut from the network, a customer orders meanwhile, and the time from the network's return to the
// order's card is measured. The page refetches on the browser's `online` event and when the live
// stream reopens, not at its 10 s reconnect poll.
import { performance } from 'node:perf_hooks';
import { cardShown, customers, demoMenu, openInbox } from './kitchen-inbox';
import { type OrderToScreenResult, summary } from './order-to-screen';
import { withServerAndBrowser } from './server-and-browser';

const BENCH_PORT = 8194;
const CUTS = 8;
/** Long enough for the page to see the stream drop and show that it is offline. */
const CUT_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureNetworkReturn(): Promise<OrderToScreenResult & { cutS: number }> {
  return withServerAndBrowser(BENCH_PORT, async (browser) => {
    const ordersOrigin = `http://orders.localhost:${BENCH_PORT}`;
    const apiOrigin = `http://127.0.0.1:${BENCH_PORT}`;
    const placeOrder = customers(apiOrigin, await demoMenu(apiOrigin));
    const page = await openInbox(browser, ordersOrigin, true);
    const samples: number[] = [];
    for (let cut = 0; cut < CUTS; cut++) {
      await page.context().setOffline(true);
      await pause(CUT_MS / 2);
      const order = await placeOrder();
      await pause(CUT_MS / 2);
      const back = performance.timeOrigin + performance.now();
      await page.context().setOffline(false);
      samples.push((await cardShown(page, order.number, 30_000)) - back);
      await pause(1_000);
    }
    return { ...summary(samples), cutS: CUT_MS / 1000 };
  });
}
