// A request's own changes reach its server's hub when its handler succeeded (server/live/local-changes.ts),
// ahead of PostgreSQL's notification, and never for a handler that failed (its transaction rolled back).
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../server/live/live-messages';
import { collectingAnnouncedChanges, noteAnnouncedChange } from '../../server/live/local-changes';

const change = (id: number): LiveChange => ({
  type: 'change',
  companyId: 1,
  locationId: 10,
  area: 'waitlist',
  id,
  key: `k-${id}`,
});

describe('collectingAnnouncedChanges', () => {
  it('gives the changes announced anywhere in the handler’s awaits once it has succeeded, and its result back', async () => {
    const committed: LiveChange[][] = [];
    const result = await collectingAnnouncedChanges(
      async () => {
        noteAnnouncedChange(change(1));
        await new Promise((resolve) => setTimeout(resolve, 5));
        noteAnnouncedChange(change(2));
        expect(committed).toHaveLength(0);
        return 'answer';
      },
      (changes) => committed.push([...changes]),
    );
    expect(result).toBe('answer');
    expect(committed).toEqual([[change(1), change(2)]]);
  });

  it('gives nothing when the handler failed, nor for a change announced outside any handler', async () => {
    const committed: LiveChange[][] = [];
    await expect(
      collectingAnnouncedChanges(
        () => {
          noteAnnouncedChange(change(3));
          throw new Error('rolled back');
        },
        (changes) => committed.push([...changes]),
      ),
    ).rejects.toThrow('rolled back');
    noteAnnouncedChange(change(4));
    await collectingAnnouncedChanges(
      () => undefined,
      (changes) => committed.push([...changes]),
    );
    expect(committed).toEqual([]);
  });
});
