import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-files';

const manifest: {
  engines: { node: string; npm: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
} = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const projectNode = manifest.devDependencies.node ?? '';

// A newcomer runs the README's commands on whatever Node the machine has; every npm script then runs on the Node
// the `node` devDependency installs. These say the same version everywhere a person reads it.
describe('the Node the project runs on', () => {
  it('is one exact version: the devDependency, .nvmrc and the README agree', () => {
    expect(projectNode).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(projectNode);
    const [major, minor] = projectNode.split('.');
    expect(readme).toContain(`**Node ${major}.${minor}**`);
  });

  it('is the one these tests run on, whatever Node started npm', () => {
    expect(process.version).toBe(`v${projectNode}`);
    const scriptNode = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    expect(scriptNode).toBe(`v${projectNode}`);
  });

  it('names in the README the floor that engines declares for running npm itself', () => {
    const floor = (range: string) => range.replace(/^>=/, '').split('.').slice(0, 2).join('.');
    expect(readme).toContain(
      `Node ${floor(manifest.engines.node)} or newer with npm ${floor(manifest.engines.npm)} or newer`,
    );
  });

  it('is installed by an install script that allowScripts allows, as is every other one the README explains', () => {
    expect(Object.keys(manifest.allowScripts).sort()).toEqual(['esbuild', 'node']);
    for (const name of Object.keys(manifest.allowScripts)) expect(readme).toContain(`\`${name}\` (its`);
  });
});
