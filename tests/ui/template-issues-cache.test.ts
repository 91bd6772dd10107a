import type { ParameterCheck } from '@console/api';
import { describe, expect, it } from 'vitest';
import { templateIssues } from '../../packages/ui/src/screens/templates/use-template-issues';

const TEMPLATE = JSON.stringify(
  { steps: { resize: { use: ':original', robot: '/image/resize', width: 'wide' } } },
  null,
  2,
);

describe('the template editor checks a text once per keystroke', () => {
  // The screen and the linter both ask for the same text's issues; the second asks must not run the checks again,
  // but a robot's rules arriving in between must show.
  it('answers the same text and rules from the last check, and checks again once more rules have loaded', () => {
    const known = new Set<string>();
    let calls = 0;
    const check: ParameterCheck = (robot, _step, key) => {
      calls += 1;
      return known.has(robot) ? [{ message: 'width must be a number', node: key }] : [];
    };

    expect(templateIssues(TEMPLATE, { parameters: check, loaded: 0 })).toEqual([]);
    const checked = calls;
    expect(templateIssues(TEMPLATE, { parameters: check, loaded: 0 })).toEqual([]);
    expect(calls).toBe(checked);

    known.add('/image/resize');
    expect(templateIssues(TEMPLATE, { parameters: check, loaded: 1 }).map((issue) => issue.message)).toEqual([
      'Step "resize": width must be a number',
    ]);
    expect(templateIssues(`${TEMPLATE} `, null)).toEqual([]);
  });
});
