import { DelayedSpinner } from '@console/ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

declare global {
  /** React's flag that tells it updates are wrapped in act(); vitest-browser-react sets it the same way. */
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Locators' query() reads the DOM once and synchronously, so no assertion here waits on a (faked) timer.
describe('DelayedSpinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the fake clock and lets React commit what the timers scheduled. */
  async function advance(ms: number) {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    try {
      await act(async () => {
        vi.advanceTimersByTime(ms);
      });
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    }
  }

  it('renders nothing at 300 ms and a labelled status at 500 ms with the default delay', async () => {
    const screen = await render(<DelayedSpinner />);

    await advance(300);
    expect(screen.getByRole('status').query()).toBeNull();

    await advance(200);
    const status = screen.getByRole('status', { name: 'Loading' }).query();
    expect(status).not.toBeNull();
    expect(status?.getAttribute('data-slot')).toBe('delayed-spinner');
  });

  it('honours a custom delay and label', async () => {
    const screen = await render(<DelayedSpinner delayMs={1000} label="Loading templates" showLabel />);

    await advance(999);
    expect(screen.getByRole('status').query()).toBeNull();

    await advance(1);
    expect(screen.getByRole('status', { name: 'Loading templates' }).query()).not.toBeNull();
    expect(screen.getByText('Loading templates').query()).not.toBeNull();
  });

  it('shows at once with no delay', async () => {
    const screen = await render(<DelayedSpinner delayMs={0} />);
    expect(screen.getByRole('status', { name: 'Loading' }).query()).not.toBeNull();
  });

  it('leaves no timer behind when it unmounts before the delay', async () => {
    const screen = await render(<DelayedSpinner />);
    await advance(100);
    await screen.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
