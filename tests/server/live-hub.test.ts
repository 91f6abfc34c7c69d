// The hub's writes to many streams (issue 17 point 7): a change for a location with hundreds of
// open screens is written a slice at a time, so requests arriving meanwhile (status-data) are not
// held behind all the writes; every stream of the location still gets it, and nobody else.
import { describe, expect, it } from 'vitest';
import { LiveHub, type LiveStream } from '../../server/live/live-hub';
import type { LiveChange } from '../../server/live/live-messages';

const CHANGE: LiveChange = { type: 'change', companyId: 1, locationId: 10, area: 'waitlist', id: 7 };

function stream(locationId: number, received: LiveChange[]): LiveStream {
  return {
    sessionId: 1,
    userId: 1,
    companyId: 1,
    locationId,
    sendChange: (change) => received.push(change),
    sendHeartbeat: () => undefined,
    close: () => undefined,
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('LiveHub.dispatch', () => {
  it('writes a change to 250 streams of its location in slices, letting other work run between them', async () => {
    const hub = new LiveHub();
    const received: LiveChange[] = [];
    const elsewhere: LiveChange[] = [];
    for (let i = 0; i < 250; i++) hub.add(stream(10, received));
    hub.add(stream(11, elsewhere));

    let receivedWhenOtherWorkRan = -1;
    setImmediate(() => {
      receivedWhenOtherWorkRan = received.length;
    });
    hub.dispatch(CHANGE);
    for (let turn = 0; turn < 20; turn++) await nextTurn();

    expect(receivedWhenOtherWorkRan).toBeGreaterThan(0);
    expect(receivedWhenOtherWorkRan).toBeLessThan(250);
    expect(received).toHaveLength(250);
    expect(elsewhere).toHaveLength(0);
  });

  it('skips a stream that closed before its slice', async () => {
    const hub = new LiveHub();
    const received: LiveChange[] = [];
    const removers = Array.from({ length: 150 }, () => hub.add(stream(10, received)));
    hub.dispatch(CHANGE);
    removers[149]?.();
    for (let turn = 0; turn < 20; turn++) await nextTurn();
    expect(received).toHaveLength(149);
  });

  it('tells its change listeners of each change once its first slice is written, and of nothing else', () => {
    const hub = new LiveHub();
    const received: LiveChange[] = [];
    for (let i = 0; i < 150; i++) hub.add(stream(10, received));
    const heard: { change: LiveChange; written: number }[] = [];
    const stop = hub.onChange((change) => heard.push({ change, written: received.length }));
    hub.dispatch(CHANGE);
    hub.dispatch({ type: 'session-end', sessionId: 1 });
    stop();
    hub.dispatch(CHANGE);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.change).toEqual(CHANGE);
    // The first slice is out, the rest follow on later turns.
    expect(heard[0]?.written).toBeGreaterThan(0);
    expect(heard[0]?.written).toBeLessThan(150);
  });
});

describe('LiveHub.committed (a change this server announced, its transaction committed)', () => {
  const KEYED: LiveChange = { ...CHANGE, key: 'abc-1' };

  it('tells the listeners at once, and not again when the database’s notification comes back, whose hint still goes out', async () => {
    const hub = new LiveHub();
    const received: LiveChange[] = [];
    hub.add(stream(10, received));
    const heard: LiveChange[] = [];
    hub.onChange((change) => heard.push(change));

    hub.committed(KEYED);
    expect(heard).toEqual([KEYED]);
    expect(received).toHaveLength(0);

    hub.dispatch(KEYED);
    await nextTurn();
    expect(heard).toHaveLength(1);
    expect(received).toEqual([KEYED]);
  });

  it('tells the listeners once also when the notification came first (PGlite delivers it at the commit)', () => {
    const hub = new LiveHub();
    const heard: LiveChange[] = [];
    hub.onChange((change) => heard.push(change));
    hub.dispatch(KEYED);
    hub.committed(KEYED);
    hub.dispatch({ ...CHANGE, key: 'abc-2' });
    expect(heard.map((change) => change.key)).toEqual(['abc-1', 'abc-2']);
  });
});
