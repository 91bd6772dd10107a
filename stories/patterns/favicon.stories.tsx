import { Button, FAVICON_STATES, type FaviconState, faviconHref, useFavicon } from '@console/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';

const labels: Record<FaviconState, string> = {
  default: 'Default',
  error: 'Error',
  'in-progress': 'In progress',
  success: 'Success',
};

/** The four tab icons at the sizes browsers draw them (16 and 32 px) and enlarged for review. */
function FaviconGallery() {
  return (
    <ul className="grid grid-cols-4 gap-6">
      {FAVICON_STATES.map((state) => (
        <li
          key={state}
          className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4"
        >
          <div className="flex items-end gap-3">
            <img src={faviconHref[state]} alt="" width={16} height={16} />
            <img src={faviconHref[state]} alt="" width={32} height={32} />
            <img src={faviconHref[state]} alt={`${labels[state]} favicon`} width={64} height={64} />
          </div>
          <span className="text-sm font-medium text-fg">{labels[state]}</span>
        </li>
      ))}
    </ul>
  );
}

/** Drives the controller: each button asks for a state while it is the selected one. */
function FaviconController() {
  const [state, setState] = useState<FaviconState>('default');
  useFavicon(state);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">
        The browser tab of this story shows <strong className="text-fg">{labels[state]}</strong>.
      </p>
      <div className="flex gap-2">
        {FAVICON_STATES.map((option) => (
          <Button
            key={option}
            variant={option === state ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={option === state}
            onClick={() => setState(option)}
          >
            {labels[option]}
          </Button>
        ))}
      </div>
    </div>
  );
}

const meta = preview.meta({ title: 'Patterns/Favicon', render: () => <FaviconGallery /> });

/** Draws an icon at the size of a high-density tab and returns its pixels. */
async function pixelsOf(image: HTMLImageElement): Promise<Uint8ClampedArray> {
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(image, 0, 0, 32, 32);
  return context.getImageData(0, 0, 32, 32).data;
}

/** Each state's data URL is a valid SVG that draws something, and no two states look the same. */
export const AllStates = meta.story({
  play: async ({ canvas }) => {
    const drawn: string[] = [];
    for (const state of FAVICON_STATES) {
      const image = canvas.getByRole('img', { name: `${labels[state]} favicon` });
      if (!(image instanceof HTMLImageElement)) throw new Error(`${state} favicon is not an <img>`);
      // decode() rejects when the browser cannot parse the SVG, e.g. a character the data URL failed to escape.
      const pixels = await pixelsOf(image);
      await expect(image.naturalWidth).toBeGreaterThan(0);
      // A pixel on the coloured tile, left of the glyph, is opaque: an icon that drew nothing fails here.
      await expect(pixels[(16 * 32 + 4) * 4 + 3]).toBe(255);
      drawn.push(Array.from(pixels).join(','));
    }
    await expect(new Set(drawn).size).toBe(FAVICON_STATES.length);
  },
});

/** Picking a state swaps the document's `<link rel="icon">` to that state's icon. */
export const Controller = meta.story({
  render: () => <FaviconController />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'In progress' }));
    await waitFor(() =>
      expect(document.querySelector('link[rel~="icon"]')).toHaveAttribute('href', faviconHref['in-progress']),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() =>
      expect(document.querySelector('link[rel~="icon"]')).toHaveAttribute('href', faviconHref.error),
    );
  },
});
