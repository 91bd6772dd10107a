import { AssemblyStatusBadge, KeyValueList, StatusBadge } from '@console/ui';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { clipboardMock, stubClipboard } from './clipboard-stub';

const ASSEMBLY_ID = '3f2a9c1e7b5d4a6f8e0c2b4d6f8a0c2e';
const TEMPLATE_ID = '9b1f0c3d5e7a4b2c8d6e0f1a3b5c7d9e';

const writeText = clipboardMock();

const meta = preview.meta({
  title: 'Patterns/KeyValueList',
  component: KeyValueList,
  args: {
    items: [
      { term: 'Assembly ID', value: ASSEMBLY_ID, copyValue: ASSEMBLY_ID, mono: true },
      { term: 'Status', value: <AssemblyStatusBadge outcome="completed" /> },
      { term: 'Template', value: 'encode-hls-1080p' },
      { term: 'Template ID', value: TEMPLATE_ID, copyValue: TEMPLATE_ID, mono: true },
      { term: 'Region', value: 'eu-west-1' },
      { term: 'Input', value: '2 files · 184 MB' },
      { term: 'Output', value: '9 files · 212 MB' },
      { term: 'Execution time', value: '48.2 s' },
    ],
  },
  argTypes: { layout: { control: 'inline-radio', options: ['columns', 'stacked'] } },
  beforeEach: () => {
    writeText.mockClear();
  },
});

export const Playground = meta.story({ beforeEach: stubClipboard(writeText) });

export const CopiesARow = meta.story({
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Assembly ID' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(ASSEMBLY_ID);
  },
});

export const Stacked = meta.story({
  args: {
    layout: 'stacked',
    items: [
      { term: 'Invoice', value: 'INV-2025-12-00001' },
      { term: 'Period', value: 'December 2025' },
      { term: 'Plan', value: 'Startup' },
      { term: 'Status', value: <StatusBadge tone="success" label="Paid" /> },
      { term: 'Total', value: '€ 57.12' },
    ],
  },
});

export const WithoutDividers = meta.story({
  args: {
    divided: false,
    items: [
      {
        term: 'Auth key',
        value: 'c0ffee5e4b1d4f3a9e8d7c6b5a493827',
        mono: true,
        copyValue: 'c0ffee5e4b1d4f3a9e8d7c6b5a493827',
      },
      { term: 'Description', value: 'Production uploads' },
      { term: 'Signature algorithm', value: 'sha384' },
      { term: 'Last used', value: '3 minutes ago' },
    ],
  },
  beforeEach: stubClipboard(writeText),
});
