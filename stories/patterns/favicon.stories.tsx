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

export const AllStates = meta.story({
  play: async ({ canvas }) => {
    for (const state of FAVICON_STATES) {
      await expect(canvas.getByRole('img', { name: `${labels[state]} favicon` })).toHaveAttribute(
        'src',
        faviconHref[state],
      );
    }
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
