// A Vitest reporter that prints, when a run ends, how long each project took from its first file's start to its
// last file's end. The projects run side by side on two workers, so these overlap; the longest is what a change
// to the suite's wall time has to shorten. Registered in package.json's `npm test`.
import type { Reporter, TestModule } from 'vitest/node';

type Span = { start: number; end: number; files: number; tests: number };

/** A browser project's instance is named after its project and browser, `visual:light (chromium)`. */
const projectOf = (module: TestModule) => module.project.name.replace(/ \(.+\)$/, '');

export function formatProjectTimes(spans: Map<string, Span>, runStart: number): string {
  const rows = [...spans].sort(([, a], [, b]) => b.end - b.start - (a.end - a.start));
  const width = Math.max(...rows.map(([name]) => name.length), 'project'.length);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`.padStart(6);
  return [
    `Wall time per project (from its first file to its last; projects overlap), of ${seconds(Date.now() - runStart).trim()} in all:`,
    ...rows.map(
      ([name, span]) =>
        `  ${name.padEnd(width)} ${seconds(span.end - span.start)}  (${span.files} files, ${span.tests} tests, ends at ${seconds(span.end - runStart).trim()})`,
    ),
  ].join('\n');
}

export default class ProjectTimesReporter implements Reporter {
  private readonly spans = new Map<string, Span>();
  private runStart = Date.now();

  onTestRunStart() {
    this.runStart = Date.now();
    this.spans.clear();
  }

  onTestModuleStart(module: TestModule) {
    const name = projectOf(module);
    const now = Date.now();
    const span = this.spans.get(name) ?? { start: now, end: now, files: 0, tests: 0 };
    span.start = Math.min(span.start, now);
    this.spans.set(name, span);
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(projectOf(module));
    if (!span) return;
    span.end = Math.max(span.end, Date.now());
    span.files += 1;
    span.tests += [...module.children.allTests()].length;
  }

  onTestRunEnd() {
    if (this.spans.size > 0) console.log(`\n${formatProjectTimes(this.spans, this.runStart)}\n`);
  }
}
