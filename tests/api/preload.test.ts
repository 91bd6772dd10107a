import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPreloaded,
  PRELOAD_TTL_MS,
  preloadCall,
  takePreloaded,
} from '../../packages/api/src/swr/preload';

const KEY = ['assemblies', 'acme-media', 'list', { page: 1, per_page: 25 }] as const;

afterEach(() => {
  forgetPreloaded();
  vi.useRealTimers();
});

describe('replies fetched on intent', () => {
  it('answer the first request for the same key, once, without calling the server again', async () => {
    const preload = vi.fn(() => Promise.resolve('preloaded'));
    preloadCall(KEY, preload);
    // Pointing at the link twice fetches once.
    preloadCall(['assemblies', 'acme-media', 'list', { per_page: 25, page: 1 }], preload);
    expect(preload).toHaveBeenCalledTimes(1);
    const call = vi.fn(() => Promise.resolve('fresh'));
    await expect(takePreloaded(KEY, call)).resolves.toBe('preloaded');
    expect(call).not.toHaveBeenCalled();
    // A revalidation afterwards goes to the server.
    await expect(takePreloaded(KEY, call)).resolves.toBe('fresh');
  });

  it('are not handed to another key', async () => {
    preloadCall(KEY, () => Promise.resolve('page 1'));
    const page2 = ['assemblies', 'acme-media', 'list', { page: 2, per_page: 25 }];
    await expect(takePreloaded(page2, () => Promise.resolve('page 2'))).resolves.toBe('page 2');
  });

  it(`expire after ${PRELOAD_TTL_MS / 1000} s, so a late click gets a fresh reply`, async () => {
    vi.useFakeTimers();
    preloadCall(KEY, () => Promise.resolve('old'));
    vi.advanceTimersByTime(PRELOAD_TTL_MS + 1);
    await expect(takePreloaded(KEY, () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('are forgotten when the session ends, so the next person never gets them', async () => {
    preloadCall(KEY, () => Promise.resolve('jane’s assemblies'));
    forgetPreloaded();
    await expect(takePreloaded(KEY, () => Promise.resolve('ada’s assemblies'))).resolves.toBe(
      'ada’s assemblies',
    );
  });

  it('that failed are dropped, so the page asks again itself', async () => {
    preloadCall(KEY, () => Promise.reject(new Error('Internal server error')));
    await Promise.resolve();
    await Promise.resolve();
    await expect(takePreloaded(KEY, () => Promise.resolve('retried'))).resolves.toBe('retried');
  });
});
