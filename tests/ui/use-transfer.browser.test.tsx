import { NetworkError, type TransferOptions, TransferStalledError } from '@console/api';
import { useTransfer } from '@console/ui';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';

/** A transfer the test moves and ends by hand, as the network would. */
function controlled<T>() {
  let options: TransferOptions = {};
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const start = (given: TransferOptions) => {
    options = given;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
      given.signal?.addEventListener('abort', () => reject(given.signal?.reason));
    });
  };
  return {
    start,
    moved: (loaded: number, total: number | null) => options.onProgress?.({ loaded, total }),
    resolve: (value: T) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
    signal: () => options.signal,
  };
}

describe('useTransfer', () => {
  it('follows a transfer from start to done and resolves with its result', async () => {
    const { result, act } = await renderHook(() => useTransfer());
    const transfer = controlled<string>();
    let outcome: Promise<string | undefined> | undefined;
    await act(() => {
      outcome = result.current.run(transfer.start, 4_000);
    });
    expect(result.current.state).toEqual({ phase: 'running', loaded: 0, total: 4_000 });
    await act(() => transfer.moved(1_000, 4_200));
    expect(result.current.state).toEqual({ phase: 'running', loaded: 1_000, total: 4_200 });
    await act(async () => {
      transfer.moved(4_200, 4_200);
      transfer.resolve('reply');
      await outcome;
    });
    expect(await outcome).toBe('reply');
    expect(result.current.state).toEqual({ phase: 'done', loaded: 4_200, total: 4_200 });
  });

  it('keeps the size it was given where the transfer knows none', async () => {
    const { result, act } = await renderHook(() => useTransfer());
    const transfer = controlled<Blob>();
    await act(() => void result.current.run(transfer.start, 4_000));
    await act(() => transfer.moved(1_000, null));
    expect(result.current.state).toEqual({ phase: 'running', loaded: 1_000, total: 4_000 });
  });

  it('cancels: the transfer is aborted, resolves with nothing, and the state says cancelled, not failed', async () => {
    const { result, act } = await renderHook(() => useTransfer());
    const transfer = controlled<string>();
    let outcome: Promise<string | undefined> | undefined;
    await act(() => {
      outcome = result.current.run(transfer.start);
    });
    await act(() => transfer.moved(1_000, 4_000));
    await act(async () => {
      result.current.cancel();
      await outcome;
    });
    expect(transfer.signal()?.aborted).toBe(true);
    expect(await outcome).toBeUndefined();
    expect(result.current.state).toEqual({ phase: 'cancelled', loaded: 1_000, total: 4_000 });
  });

  it('shows a stall as stalled, with its error, and resolves with nothing', async () => {
    const { result, act } = await renderHook(() => useTransfer());
    const transfer = controlled<string>();
    const stalled = new TransferStalledError('POST', 'https://api.console.test/upload.json', 30_000);
    let outcome: Promise<string | undefined> | undefined;
    await act(() => {
      outcome = result.current.run(transfer.start);
    });
    await act(async () => {
      transfer.reject(stalled);
      await outcome;
    });
    expect(await outcome).toBeUndefined();
    expect(result.current.state).toEqual({ phase: 'stalled', loaded: 0, total: null, error: stalled });
  });

  it('throws any other failure for the screen to show, and clears the state', async () => {
    const { result, act } = await renderHook(() => useTransfer());
    const transfer = controlled<string>();
    const failure = new NetworkError('POST', 'https://api.console.test/upload.json');
    let outcome: Promise<unknown> | undefined;
    await act(() => {
      outcome = result.current.run(transfer.start).catch((error: unknown) => error);
    });
    await act(async () => {
      transfer.reject(failure);
      await outcome;
    });
    expect(await outcome).toBe(failure);
    expect(result.current.state).toBeNull();
  });

  it('ends a transfer still under way when the screen goes', async () => {
    const { result, act, unmount } = await renderHook(() => useTransfer());
    const transfer = controlled<string>();
    await act(() => void result.current.run(transfer.start).catch(() => undefined));
    await unmount();
    expect(transfer.signal()?.aborted).toBe(true);
  });

  it('reset drops a transfer under way without calling it cancelled', async () => {
    const { result, act } = await renderHook(() => useTransfer());
    const transfer = controlled<string>();
    let outcome: Promise<string | undefined> | undefined;
    await act(() => {
      outcome = result.current.run(transfer.start);
    });
    await act(async () => {
      result.current.reset();
      await outcome;
    });
    expect(transfer.signal()?.aborted).toBe(true);
    expect(result.current.state).toBeNull();
  });
});
