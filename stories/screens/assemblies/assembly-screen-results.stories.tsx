import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { acme, assemblyScreenMeta, assemblyStory, loaded, reply } from './assembly-screen-helpers';

/** The results of an assembly on its page, as the mock backend's status JSON lists them. */
const meta = preview.meta({ title: 'Screens/Assemblies/AssemblyScreen/Results', ...assemblyScreenMeta });

const resultsCard = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { level: 2, name: /^Results/ }, reply)).closest(
    '[data-slot="assembly-results"]',
  ) as HTMLElement;

/**
 * An avatar template's results: images shown from the service's result host the status names, each with its
 * type, size and download link.
 */
export const ImageResults = meta.story({
  ...assemblyStory(2),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    const card = await resultsCard(canvas);
    const images = within(card).getAllByRole<HTMLImageElement>('img');
    await expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      await expect(image.getAttribute('src')).toMatch(
        new RegExp(`^https://tmp-[a-z0-9-]+\\.transloadit\\.net/${acme(2)}/`),
      );
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    const first = images[0] as HTMLImageElement;
    first.scrollIntoView();
    await waitFor(() => expect(first.complete && first.naturalWidth > 0).toBe(true), reply);
    await expect(within(card).getAllByText(/^image\/webp · /)[0]).toBeVisible();
    const links = within(card).getAllByRole('link', { name: /^Download / });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      images.map((image) => image.getAttribute('src')),
    );
    window.scrollTo(0, 0);
  },
});

/** A document template's PDFs have no preview, only their type, size and download link. */
export const DocumentResults = meta.story({
  ...assemblyStory(15),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    const card = await resultsCard(canvas);
    await expect(within(card).queryByRole('img')).toBeNull();
    await expect(within(card).getAllByText('No preview for this type of file.')).toHaveLength(3);
    // One upload, two steps: the first step's second result of it is numbered, so no two results share a name.
    await expect(within(card).getAllByRole('link', { name: /^Download / })).toHaveLength(3);
    await expect(within(card).getAllByRole('link', { name: 'Download contract-2026.pdf' })).toHaveLength(2);
    await expect(within(card).getAllByRole('link', { name: 'Download contract-2026-2.pdf' })).toHaveLength(1);
  },
});
