// The command line of `npm run lighthouse` (docs/first-paint.md): options, and the pages to measure by name.

const argv = process.argv.slice(2);
const optionValue = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
/** Options that take a value, so their value is not read as a page's name. */
const WITH_VALUE = new Set(['--runs', '--only', '--reports']);

export const options = {
  runs: Number(optionValue('--runs')) || 3,
  build: !argv.includes('--no-build'),
  /**
   * HTTPS with HTTP/2, as a phone reaches a console on the web: any HTTPS host or CDN speaks it, and it carries all
   * of a page's requests over one connection. `--http1` serves plain HTTP/1.1 instead, where a browser opens up to
   * six connections per origin, each with its own handshake and its own slow start, for comparison.
   */
  http1: argv.includes('--http1'),
  /** `--only console` (or bare) measures one of the two apps while working on it. */
  onlyApp: optionValue('--only') as 'console' | 'bare' | undefined,
  /**
   * `--reports <dir>` keeps each run's Lighthouse report (JSON), to open in the Lighthouse viewer, and its trace
   * (`.trace.json`), to open in DevTools' performance panel.
   */
  reportsDir: optionValue('--reports'),
  /**
   * `--profile` also samples the JavaScript in each trace, so `long-tasks.ts` can say which functions a long task
   * spent its time in. The sampling costs time of its own: read the figures of a run without it.
   */
  profile: argv.includes('--profile'),
  /**
   * `--simulation` prints, for the console's median run of each page, the steps of Lighthouse's simulation of the
   * slow phone that its largest paint waited for (simulation.ts).
   */
  simulation: argv.includes('--simulation'),
  /**
   * The pages to measure, by name (`npm run lighthouse -- templates assembly`): every landing page when none is
   * given, `all` for every page of the route registry the stand-in's seed can fill in.
   */
  pages: argv.filter((arg, i) => !arg.startsWith('--') && !WITH_VALUE.has(argv[i - 1] ?? '')),
};
