import { NetworkError } from '@console/api';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorScreen } from '../../packages/ui/src/screens/general/error-screen';

const unreachable = new NetworkError('GET', 'https://api.example.test/user/current.json');

beforeEach(() => {
  // Only the clocks the countdown reads: the test's own polling and React's scheduling keep running.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A task of the browser's own, after whatever React queued: its scheduler runs on message events, not timers. */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Moves the fake clock on one second at a time, letting React render and run its effects in between: each tick's
 * timer is set by the render the previous tick caused.
 */
async function passSeconds(count: number) {
  for (let second = 0; second < count; second++) {
    await vi.advanceTimersByTimeAsync(1000);
    for (let task = 0; task < 3; task++) await nextTask();
  }
}

const countdown = () =>
  page
    .getByText(/^Trying again/)
    .elements()
    .find((el) => el.getAttribute('aria-hidden'));

it('counts down visibly, tells a screen reader each wait once, and stops retrying once the service answers', async () => {
  const probe = vi.fn<(url: string) => Promise<boolean>>();
  probe.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
  const onReload = vi.fn();
  await render(<ErrorScreen error={unreachable} probe={probe} onReload={onReload} />);

  await expect
    .element(page.getByRole('heading', { level: 1, name: "We can't reach the service" }))
    .toBeVisible();
  const status = page.getByRole('status');
  await expect.element(status).toHaveTextContent('Trying again in 5 seconds.');
  expect(countdown()?.textContent).toBe('Trying again in 5 s');

  await passSeconds(1);
  await expect.poll(() => countdown()?.textContent).toBe('Trying again in 4 s');
  // The ticks are seen, not heard: the polite status keeps its words.
  await expect.element(status).toHaveTextContent('Trying again in 5 seconds.');
  expect(probe).not.toHaveBeenCalled();

  // The first try, at 5 s, asks the address that failed; no answer yet, so a longer wait.
  await passSeconds(4);
  await expect.poll(() => probe.mock.calls.length).toBe(1);
  expect(probe).toHaveBeenCalledWith('https://api.example.test/user/current.json');
  await expect.element(status).toHaveTextContent('Still no answer. Trying again in 10 seconds.');
  expect(countdown()?.textContent).toBe('Trying again in 10 s');
  expect(onReload).not.toHaveBeenCalled();

  // The second try succeeds: the page reloads once and nothing more runs.
  await passSeconds(10);
  await expect.poll(() => onReload.mock.calls.length).toBe(1);
  await expect.element(status).toHaveTextContent('The service answers again. Reloading…');
  await passSeconds(120);
  expect(probe).toHaveBeenCalledTimes(2);
  expect(onReload).toHaveBeenCalledOnce();
});

it('keeps the request that failed folded away until asked for', async () => {
  await render(<ErrorScreen error={unreachable} probe={() => new Promise(() => {})} />);
  const detail = page.getByText(/^Network error while doing a GET request/);
  await expect.element(detail).not.toBeVisible();
  await page.getByText('Technical details').click();
  await expect.element(detail).toBeVisible();
});

it('shows a plain headline and no countdown for an error that is not the network', async () => {
  await render(<ErrorScreen error={new Error('Invalid workspace data')} />);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect.element(page.getByText('Invalid workspace data')).toBeVisible();
  await expect.element(page.getByText(/^Trying again/)).not.toBeInTheDocument();
  await passSeconds(60);
  await expect.element(page.getByText(/^Trying again/)).not.toBeInTheDocument();
});
