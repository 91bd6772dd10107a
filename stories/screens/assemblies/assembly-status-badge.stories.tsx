import { ASSEMBLY_OUTCOMES, type AssemblyOutcome } from '@console/api';
import { AssemblyStatus, AssemblyStatusBadge, assemblyStatus } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { motionIsOn } from '../../motion';

// Typed up front: a bare string in `args` would not narrow to the outcome union.
const firstOutcome: AssemblyOutcome = 'completed';

const meta = preview.meta({
  title: 'Screens/Assemblies/AssemblyStatusBadge',
  parameters: { shell: false },
  component: AssemblyStatusBadge,
  args: { outcome: firstOutcome },
  argTypes: {
    outcome: { control: 'select', options: [...ASSEMBLY_OUTCOMES] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
});

export const Playground = meta.story({});

/** Every outcome in the order of its `state` number: a word, a tone and an icon each, never colour alone. */
export const Outcomes = meta.story({
  parameters: { visual: { dark: true } },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {ASSEMBLY_OUTCOMES.map((outcome) => (
        <AssemblyStatusBadge key={outcome} {...args} outcome={outcome} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-slot="assembly-status-badge"]')].map(
      (badge) => badge.textContent,
    );
    await expect(labels).toEqual([
      'Uploading',
      'Executing',
      'Replaying',
      'Completed',
      'Canceled',
      'Aborted',
      'Failed',
    ]);
    // The badge reads the one map every assembly state badge shares.
    await expect(assemblyStatus('failed')).toEqual({ tone: 'danger', label: 'Failed' });
    await expect(canvas.getByText('Failed')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('Completed')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Executing')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Executing').querySelector('svg')).toHaveClass('animate-pulse');
    await expect(canvas.getByText('Completed').querySelector('svg')).not.toHaveClass('animate-pulse');
  },
});

export const Large = meta.story({
  args: { size: 'md', outcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toBeVisible();
  },
});

/** A running badge's icon pulses, and stands still with motion off (tests, screenshots, reduced motion). */
export const RunningPulseStandsStill = meta.story({
  args: { outcome: 'executing' },
  play: async ({ canvas }) => {
    const icon = canvas.getByText('Executing').querySelector('svg');
    if (!(icon instanceof SVGElement)) throw new Error('The running icon is missing');
    await expect(getComputedStyle(icon).animationName).toBe(motionIsOn() ? 'pulse' : 'none');
  },
});

/**
 * As lists show a state: badges of one width, so the column is as narrow as its longest word. A failed assembly's
 * error code, which support searches by, is read with the badge and shown in a tooltip on hover or focus.
 */
export const WithErrorCode = meta.story({
  parameters: { visual: { dark: true } },
  render: () => (
    <div className="flex flex-wrap gap-6 pb-10">
      <AssemblyStatus assembly={{ state: 3, error: null }} />
      <AssemblyStatus assembly={{ state: 6, error: 'ASSEMBLY_CRASHED' }} />
      <AssemblyStatus assembly={{ state: 6, error: 'INVALID_SIGNATURE' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getAllByText('Failed')).toHaveLength(2);
    await expect(canvas.getByText(', error INVALID_SIGNATURE')).toHaveClass('sr-only');
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('ASSEMBLY_CRASHED');
  },
});
