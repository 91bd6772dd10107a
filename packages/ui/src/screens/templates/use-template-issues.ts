import { type ParameterCheck, type TemplateIssue, validateTemplate } from '@console/api';
import { useEffect, useMemo, useState } from 'react';
import { useAfterFirstPaint } from '../../lib/after-paint';

/** The parameter checks as of some robots' rules: `loaded` counts them, so results from fewer rules are not reused. */
export type LoadedCheck = { parameters: ParameterCheck; loaded: number };

/**
 * The last text's issues, kept for the linter: after a keystroke the screen checks the text at once and the linter
 * checks the same text 300 ms later, and in a 300-line template each check is a third of the keystroke's work.
 */
let last: {
  text: string;
  check: ParameterCheck | undefined;
  loaded: number;
  issues: TemplateIssue[];
} | null = null;

/** validateTemplate, answered from the last call when the text and the rules it was checked with are the same. */
export function templateIssues(text: string, check: LoadedCheck | null): TemplateIssue[] {
  const loaded = check?.loaded ?? -1;
  if (last?.text !== text || last.check !== check?.parameters || last.loaded !== loaded) {
    last = { text, check: check?.parameters, loaded, issues: validateTemplate(text, check?.parameters) };
  }
  return last.issues;
}

/**
 * validateTemplate of the JSON with each named robot's parameter rules. The parameter checks and the robots'
 * rules load by dynamic import (each rule module a small chunk), so the editor page's own chunk carries only the
 * structural checks; the issues are checked again once a robot's rules are in.
 */
export function useTemplateIssues(json: string): TemplateIssue[] {
  const [check, setCheck] = useState<LoadedCheck | null>(null);
  // Asked for once the page has painted: as the editor mounted, they went out before the page's largest paint.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    let current = true;
    void import('./template-parameter-check').then(
      async ({ checkLoadedParameters, loadedRobotCount, loadRobotRules, robotsToLoad }) => {
        const missing = robotsToLoad(json);
        await Promise.all(missing.map(loadRobotRules));
        // A new object each time some rules have loaded, so the issues are checked again.
        if (current && (missing.length > 0 || check === null))
          setCheck({ parameters: checkLoadedParameters, loaded: loadedRobotCount() });
      },
    );
    return () => {
      current = false;
    };
  }, [json, check, painted]);
  return useMemo(() => templateIssues(json, check), [json, check]);
}
