import { type ParameterCheck, templateSteps } from '../template-validation';
import { checkParameters } from './check-parameters';
import { ROBOT_RULES } from './generated/loaders';
import { type KnownRobot, ROBOT_NAMES } from './generated/names';
import type { RobotRules, RobotSummary } from './rules';

/*
 * Each robot's rules are a generated module of their own (a chunk in the build), loaded the first time a template
 * names the robot and kept for the session: a template of five steps loads five robots, not a hundred.
 */

const KNOWN = new Set<string>(ROBOT_NAMES);
const loaded = new Map<string, RobotRules>();
const loading = new Map<string, Promise<RobotRules | undefined>>();

export function isKnownRobot(robot: string): robot is KnownRobot {
  return KNOWN.has(robot);
}

/** How many robots' rules have loaded: a check's results hold while this stays the same. */
export function loadedRobotCount(): number {
  return loaded.size;
}

/** Loads one robot's rules; undefined for a robot the SDK does not describe. */
export function loadRobotRules(robot: string): Promise<RobotRules | undefined> {
  if (!isKnownRobot(robot)) return Promise.resolve(undefined);
  let promise = loading.get(robot);
  if (promise === undefined) {
    promise = ROBOT_RULES[robot]().then((module) => {
      const rules = module.default as RobotRules;
      loaded.set(robot, rules);
      return rules;
    });
    loading.set(robot, promise);
  }
  return promise;
}

/** The known robots a template's steps name whose rules have not loaded yet. */
export function robotsToLoad(text: string): string[] {
  const robots = (templateSteps(text) ?? []).map((step) => step.robot);
  return [...new Set(robots)].filter(
    (robot): robot is KnownRobot => robot !== null && isKnownRobot(robot) && !loaded.has(robot),
  );
}

/** Checks a step's parameters with its robot's rules if they have loaded; nothing yet if they have not. */
export const checkLoadedParameters: ParameterCheck = (robot, step, key) => {
  const rules = loaded.get(robot);
  return rules ? checkParameters(rules, step, key) : [];
};

let summaries: Promise<readonly RobotSummary[]> | undefined;

/** Every robot's title, purpose and category, for completion and docs: a chunk of their own, loaded once. */
export function loadRobotSummaries(): Promise<readonly RobotSummary[]> {
  summaries ??= import('./generated/summaries.json').then((module) => module.default as RobotSummary[]);
  return summaries;
}
