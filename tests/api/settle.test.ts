import { type ScopedMutator, unstable_serialize } from 'swr';
import { initCache } from 'swr/_internal';
import { describe, expect, it, vi } from 'vitest';
import { sessionKeys, templateKeys } from '../../packages/api/src/swr/query-keys';
import { settle } from '../../packages/api/src/swr/settle';

const SLUG = 'acme';
const REPLY = { template: { id: 'a1', name: 'podcast' } };

/** A mutate that records what it was asked and, for a key filter, which of `cached` it takes. */
function recordingMutate(cached: readonly unknown[] = []) {
  const calls: unknown[][] = [];
  const mutate = vi.fn((...args: unknown[]) => {
    const [key] = args;
    calls.push(typeof key === 'function' ? ['keys', cached.filter((candidate) => key(candidate))] : args);
    return Promise.resolve(undefined);
  });
  return { mutate: mutate as unknown as ScopedMutator, calls };
}

describe('settle', () => {
  it('writes, clears, refreshes and invalidates as the settlement says, and resolves with the reply', async () => {
    const lists = [templateKeys.list(SLUG, { page: 1 }), templateKeys.everyByName(SLUG)];
    const others = [templateKeys.detail(SLUG, 'b2'), templateKeys.list('acme-media', {})];
    const { mutate, calls } = recordingMutate([...lists, ...others]);
    const reply = await settle(mutate, Promise.resolve(REPLY), {
      write: [[templateKeys.detail(SLUG, 'a1'), REPLY]],
      clear: [templateKeys.detail(SLUG, 'old')],
      refresh: [sessionKeys.currentUser],
      invalidate: [templateKeys.lists(SLUG)],
    });
    expect(reply).toBe(REPLY);
    expect(calls).toEqual([
      [templateKeys.detail(SLUG, 'a1'), REPLY, { revalidate: false }],
      [templateKeys.detail(SLUG, 'old'), undefined, { revalidate: false }],
      [sessionKeys.currentUser],
      ['keys', lists],
    ]);
  });

  it('hands a settlement given as a function the reply', async () => {
    const { mutate, calls } = recordingMutate();
    await settle(mutate, REPLY, (reply) => ({
      write: [[templateKeys.detail(SLUG, reply.template.id), reply]],
    }));
    expect(calls).toEqual([[templateKeys.detail(SLUG, 'a1'), REPLY, { revalidate: false }]]);
  });

  it('resolves only once every key is fresh', async () => {
    let refreshed: () => void = () => {};
    const mutate = vi.fn(() => new Promise<void>((resolve) => (refreshed = resolve)));
    let settled = false;
    const done = settle(mutate as unknown as ScopedMutator, REPLY, {
      refresh: [sessionKeys.currentUser],
    }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    refreshed();
    await done;
    expect(settled).toBe(true);
  });

  it('rejects with the call’s error and leaves the cache alone', async () => {
    const { mutate } = recordingMutate();
    const refused = new Error('Request error for POST /acme/api/templates/create.json: Name taken');
    await expect(
      settle(mutate, Promise.reject(refused), { invalidate: [templateKeys.all(SLUG)] }),
    ).rejects.toBe(refused);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('puts written data where SWR reads the key, and empties a cleared key', async () => {
    const cache = new Map();
    const [, mutate] = initCache(cache) ?? [];
    if (!mutate) throw new Error('SWR made no cache');
    const removed = templateKeys.detail(SLUG, 'gone');
    await mutate(removed, { template: { id: 'gone' } }, { revalidate: false });
    await settle(mutate, REPLY, { write: [[templateKeys.detail(SLUG, 'a1'), REPLY]], clear: [removed] });
    expect(cache.get(unstable_serialize(templateKeys.detail(SLUG, 'a1')))?.data).toBe(REPLY);
    expect(cache.get(unstable_serialize(removed))?.data).toBeUndefined();
  });
});
