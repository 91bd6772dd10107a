import { type ParameterCheck, type TemplateIssue, validateTemplate } from '@console/api';
import { useEffect, useMemo, useState } from 'react';
import { useAfterFirstPaint } from '../../lib/after-paint';

/*
 * validateTemplate of the JSON with each named robot's parameter rules. The parameter checks and the robots'
 * rules load by dynamic import (each rule module a small chunk), so the editor page's own chunk carries only the
 * structural checks; the issues are checked again once a robot's rules are in.
 */
export function useTemplateIssues(json: string): TemplateIssue[] {
  const [check, setCheck] = useState<{ parameters: ParameterCheck } | null>(null);
  // Asked for once the page has painted: as the editor mounted, they went out before the page's largest paint.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    let current = true;
    void import('./template-parameter-check').then(
      async ({ checkLoadedParameters, loadRobotRules, robotsToLoad }) => {
        const missing = robotsToLoad(json);
        await Promise.all(missing.map(loadRobotRules));
        // A new object each time some rules have loaded, so the issues are checked again.
        if (current && (missing.length > 0 || check === null))
          setCheck({ parameters: checkLoadedParameters });
      },
    );
    return () => {
      current = false;
    };
  }, [json, check, painted]);
  return useMemo(() => validateTemplate(json, check?.parameters), [json, check]);
}
