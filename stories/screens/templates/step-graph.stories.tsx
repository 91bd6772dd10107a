import { StepGraph } from '@console/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { BROKEN, FIFTY_STEPS, graphOf, LADDER } from './step-graph-fixtures';

const meta = preview.meta({
  title: 'Screens/Templates/StepGraph',
  component: StepGraph,
  parameters: { shell: false },
  args: { ...graphOf(LADDER), onJump: fn(), className: 'h-[32rem] w-[44rem] max-w-full' },
});

const steps = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Steps in the graph' })).getAllByRole('button');

/** Steps as nodes in columns from the uploads to the store, `use` as arrows; a click shows the step in the JSON. */
export const Pipeline = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas, args, canvasElement }) => {
    const names = [
      ':original, /upload/handle, no problems, uses nothing',
      'thumbs, /video/thumbs, no problems, uses the uploads',
      'hls_1080p, /video/encode, no problems, uses the uploads',
      'hls_720p, /video/encode, no problems, uses the uploads',
      'hls_480p, /video/encode, no problems, uses the uploads',
      'ladder, /video/adaptive, no problems, uses hls_1080p, hls_720p and hls_480p',
      'exported, /s3/store, no problems, uses ladder and thumbs',
    ];
    const buttons = steps(canvas);
    await expect(buttons).toHaveLength(names.length);
    for (const [index, name] of names.entries()) await expect(buttons[index]).toHaveAccessibleName(name);
    // One arrow per use: four from the uploads, three into the ladder, two into the store.
    await expect(canvasElement.querySelectorAll('svg path[marker-end]')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: /^ladder,/ }));
    await expect(args.onJump).toHaveBeenCalledWith({ name: 'ladder', robot: '/video/adaptive', line: 26 });
  },
});

/** Each step's problems are counted on its node and said in its name; the uploads are drawn though not defined. */
export const Problems = meta.story({
  parameters: { visual: { dark: true } },
  args: graphOf(BROKEN),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^thumbs,/ })).toHaveAccessibleName(
      'thumbs, /video/thumbs, 1 error, uses encoded',
    );
    await expect(canvas.getByRole('button', { name: /^watermarked,/ })).toHaveAccessibleName(
      'watermarked, /image/watermark, 2 problems: 1 error, 1 warning, uses resized',
    );
    await expect(canvas.getByRole('button', { name: /^exported,/ })).toHaveAccessibleName(
      'exported, no robot, 1 error, uses watermarked and resized',
    );
    await expect(canvas.getByRole('button', { name: /^resized,/ })).toHaveAccessibleName(
      'resized, /image/resize, no problems, uses the uploads',
    );
    // The uploads are where the arrows start, not a step to jump to.
    await expect(steps(canvas)).toHaveLength(5);
    await expect(canvas.getByText('Uploads')).toBeVisible();
  },
});

/** Fifty steps scroll within the panel; arrow keys walk the graph with one tab stop, Enter jumps to a step. */
export const FiftySteps = meta.story({
  parameters: { visual: { dark: true } },
  args: graphOf(FIFTY_STEPS),
  play: async ({ canvas, args }) => {
    const buttons = steps(canvas);
    await expect(buttons).toHaveLength(50);
    await expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^imported,/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^scanned,/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^filtered,/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const last = buttons.at(-1);
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJump).toHaveBeenCalledWith(expect.objectContaining({ name: last?.dataset.step }));
    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();
  },
});

/** Before the JSON can be read there is nothing to draw, and the panel says why. */
export const Unreadable = meta.story({
  args: { steps: null, uses: new Map(), issues: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The graph shows up here once the JSON can be read.')).toBeVisible();
  },
});
