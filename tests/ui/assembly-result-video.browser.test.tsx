import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AssemblyResults } from '../../packages/ui/src/patterns/assembly/assembly-results';

const address = 'https://tmp-us-east-1.transloadit.net/x/encoded/clip.mp4';

it('starts the player of a video without a still only when Play is pressed', async () => {
  const status = {
    results: { encoded: [{ name: 'clip.mp4', mime: 'video/mp4', ssl_url: address, meta: { duration: 12 } }] },
  };
  const { container } = await render(<AssemblyResults status={status} busy={false} />);
  await expect.element(page.getByText('0:12')).toBeVisible();
  expect(container.querySelector('video')).toBeNull();
  // The address leads nowhere here, so the player fails soon after it starts: catch it as it is added.
  const added: HTMLVideoElement[] = [];
  const observer = new MutationObserver(() => {
    const video = container.querySelector('video');
    if (video && !added.includes(video)) added.push(video);
  });
  observer.observe(container, { childList: true, subtree: true });
  await page.getByRole('button', { name: 'Play clip.mp4' }).click();
  await expect.poll(() => added.length).toBe(1);
  observer.disconnect();
  const [video] = added;
  expect(video?.getAttribute('src')).toBe(address);
  expect(video?.autoplay).toBe(true);
  expect(video?.getAttribute('preload')).toBe('none');
});
