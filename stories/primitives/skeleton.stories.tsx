import { Skeleton } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { motionIsOn } from '../motion';

const meta = preview.meta({
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'w-64' },
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'line', 'text', 'circle'] } },
});

export const Playground = meta.story({});

export const Line = meta.story({ args: { shape: 'line', className: 'w-48' } });

export const Block = meta.story({ args: { shape: 'block', className: 'w-80' } });

/** Inside the title it stands for, the line keeps the title's height: nothing moves when the text arrives. */
export const TextInItsTitle = meta.story({
  render: () => (
    <div className="grid gap-2">
      <p className="font-semibold text-2xl">
        <Skeleton shape="text" className="w-56" />
      </p>
      <p className="font-semibold text-2xl">Encode video for the web</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [loading, loaded] = canvasElement.querySelectorAll('p');
    await expect(loading?.getBoundingClientRect().height).toBe(loaded?.getBoundingClientRect().height);
  },
});

export const Circle = meta.story({ args: { shape: 'circle', className: undefined } });

export const TemplateRowLoading = meta.story({
  parameters: { visual: { busy: true } },
  render: () => (
    <div aria-busy="true" aria-label="Loading templates" role="status" className="grid max-w-md gap-4">
      {['first', 'second', 'third'].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton shape="circle" />
          <div className="grid flex-1 gap-2">
            <Skeleton shape="line" className="w-2/3" />
            <Skeleton shape="line" className="w-1/3" />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('[data-slot=skeleton]');
    await expect(skeletons).toHaveLength(9);
    for (const skeleton of skeletons) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
      // The pulse runs for designers in Storybook; it stands still with motion off (tests, screenshots).
      await expect(getComputedStyle(skeleton).animationName).toBe(motionIsOn() ? 'pulse' : 'none');
    }
  },
});
