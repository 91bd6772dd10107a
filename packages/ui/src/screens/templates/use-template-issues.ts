import {
  loadedRobotRules,
  loadRobotRules,
  robotsToLoad,
  type TemplateIssue,
  validateTemplate,
} from '@console/api';
import { useEffect, useMemo, useState } from 'react';

/**
 * validateTemplate of the JSON with each named robot's parameter rules, loading the rules of robots the text names
 * for the first time (each a small chunk) and checking again once they are in.
 */
export function useTemplateIssues(json: string): TemplateIssue[] {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const missing = robotsToLoad(json);
    if (missing.length === 0) return;
    let current = true;
    void Promise.all(missing.map(loadRobotRules)).then(() => {
      if (current) setLoads((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [json]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` says the rules cache has grown.
  return useMemo(() => validateTemplate(json, loadedRobotRules), [json, loads]);
}
