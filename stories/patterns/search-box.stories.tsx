import { SearchBox } from '@console/ui';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';

/** A list's search: it searches once typing pauses or at once on Enter, and "Clear search" empties it at once. */
function SearchBoxDemo() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  return (
    <div className="grid gap-2">
      <SearchBox
        label="Search templates"
        placeholder="Search by name or id"
        inputRef={inputRef}
        value={q}
        onSearch={setQ}
      />
      <p role="status">Searching for: {q === '' ? 'everything' : q}</p>
    </div>
  );
}

const meta = preview.meta({ title: 'Patterns/SearchBox', component: SearchBoxDemo });

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search templates' }), 'hls');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Searching for: hls'));
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
});

export const SearchesOnEnter = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search templates' }), 'thumbnails{Enter}');
    // Enter does not wait out the typing pause: the search has been made by the time the key is up.
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching for: thumbnails');
  },
});
