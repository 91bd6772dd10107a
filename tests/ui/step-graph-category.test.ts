import { describe, expect, it } from 'vitest';
import { stepCategory } from '../../packages/ui/src/screens/templates/step-graph-category';

describe('stepCategory', () => {
  it.each([
    ['/image/resize', 'Image', 'process'],
    ['/video/encode', 'Video', 'process'],
    ['/upload/handle', 'Uploads', 'import'],
    ['/s3/import', 'Import', 'import'],
    ['/http/import', 'Import', 'import'],
    ['/s3/store', 'Export', 'export'],
    ['/youtube/store', 'Export', 'export'],
    ['/tlcdn/deliver', 'Delivery', 'export'],
    ['/file/serve', 'File', 'process'],
    ['/made/up', 'Step', 'process'],
    [null, 'Step', 'process'],
  ])('files %s under %s (%s)', (robot, label, kind) => {
    expect(stepCategory(robot)).toMatchObject({ label, kind });
  });
});
