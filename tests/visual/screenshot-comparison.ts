/**
 * How a screenshot is compared with its baseline. One definition for the visual tests (vitest.config.ts) and for
 * the step after an update that keeps a baseline's committed file when its pixels have not really changed
 * (scripts/compress-baselines.mjs): if the two judged differently, an update could rewrite a baseline the tests
 * would still pass, or keep one they would fail.
 */
export const screenshotComparison = {
  comparatorName: 'pixelmatch',
  // Anti-aliasing of text can move by a pixel between runs of the same Chromium; a real change (a colour, a
  // border, a shifted row) touches far more than 0.1% of the screenshot.
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
} as const;
