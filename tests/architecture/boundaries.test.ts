import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations, importsOf, type SourceFile } from './boundaries';
import { filesUnder, ROOT } from './source-files';

function sourcesUnder(dir: string): SourceFile[] {
  return filesUnder(dir, { skip: ['node_modules', 'dist'], name: /\.(ts|tsx)$/ }).map((path) => ({
    path,
    source: readFileSync(join(ROOT, path), 'utf8'),
  }));
}

describe('import boundaries (docs/architecture.md)', () => {
  it('hold for every source file of the four packages', () => {
    const files = ['packages/api', 'packages/mock-api', 'packages/ui', 'apps/console'].flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(20);
    expect(findViolations(files)).toEqual([]);
  });

  it.each([
    ['packages/api/src/calls/x.ts', "import { Button } from '@console/ui';"],
    ['packages/api/src/calls/x.ts', "import { Link } from 'react-router';"],
    ['packages/api/src/calls/x.ts', "import useSWR from 'swr';"],
    ['packages/api/src/client.ts', "import { useState } from 'react';"],
    ['packages/api/src/schemas/x.ts', "import { z } from 'zod';"],
    ['packages/api/src/calls/x.ts', "import { http } from 'msw';"],
    ['packages/api/src/calls/x.ts', "import { paths } from '@console/ui';"],
    ['packages/api/src/calls/x.ts', "import { seedDemo } from '@console/mock-api';"],
    ['packages/mock-api/src/areas/x.ts', "import { Button } from '@console/ui';"],
    ['packages/mock-api/src/areas/x.ts', "import { routes } from '@console/app';"],
    ['packages/mock-api/src/areas/x.ts', "import { request } from '../../../api/src/client';"],
    ['packages/mock-api/src/areas/x.ts', "import useSWR from 'swr';"],
    ['packages/ui/src/screens/x.tsx', "import { handlersFor } from '@console/mock-api';"],
    ['packages/ui/src/screens/x.tsx', "export { seedDemo } from '@console/mock-api';"],
    ['packages/ui/src/screens/x.tsx', "import { routes } from '@console/app';"],
    ['packages/ui/src/screens/x.tsx', "import { request } from '../../../api/src/client';"],
    ['packages/ui/src/screens/x.tsx', "import { story } from '../../../../stories/x.stories';"],
    ['packages/ui/src/screens/admin/x.tsx', "import { Section } from '../billing/section';"],
    ['packages/ui/src/screens/admin/x.tsx', "export { Section } from '../billing/section';"],
    ['packages/ui/src/patterns/x.tsx', "import { NotFoundScreen } from '../screens/general/not-found';"],
    ['packages/ui/src/lib/x.ts', "const screens = await import('../screens/lazy-screens');"],
    ['apps/console/src/main.tsx', "import { seedDemo } from '@console/mock-api';"],
    ['apps/console/src/main.tsx', "const mocks = await import('@console/mock-api');"],
    ['apps/console/src/demo/start.ts', "import { seedDemo } from '@console/mock-api';"],
    ['apps/console/src/routes.tsx', "import { helper } from '../../../tests/support/msw';"],
  ])('flag a forbidden import in %s: %s', (path, source) => {
    expect(findViolations([{ path, source }]).length).toBeGreaterThan(0);
  });

  it.each([
    ['packages/api/src/swr/session.ts', "import useSWR from 'swr';"],
    ['packages/mock-api/src/handlers.ts', "import { http } from 'msw';"],
    ['packages/mock-api/src/handlers.ts', "import { CSRF_HEADER } from '@console/api';"],
    ['packages/api/src/reporting.ts', "const Sentry = await import('@sentry/react');"],
    ['packages/ui/src/screens/x.tsx', "import { useCurrentUser } from '@console/api';"],
    ['packages/ui/src/screens/x.tsx', "import { Link } from 'react-router';"],
    ['packages/ui/src/screens/admin/x.tsx', "import { Section } from '../../patterns/section';"],
    ['packages/ui/src/screens/admin/x.tsx', "import { formatCount } from './admin-format';"],
    ['packages/ui/src/screens/lazy-screens.ts', "const m = await import('./billing/billing-screen');"],
    ['apps/console/src/demo/start.ts', "const { seedDemo } = await import('@console/mock-api');"],
    ['apps/console/src/main.tsx', "// import { seedDemo } from '@console/mock-api';"],
  ])('allow %s: %s', (path, source) => {
    expect(findViolations([{ path, source }])).toEqual([]);
  });

  it('reads static, type-only, re-export, side-effect and dynamic imports', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "import { c,\n  d } from 'c';",
      "export * from 'e';",
      "import 'f.css';",
      "const g = await import('g');",
    ].join('\n');
    expect(importsOf(source).map((i) => i.specifier)).toEqual(['a', 'b', 'c', 'e', 'f.css', 'g']);
  });
});
