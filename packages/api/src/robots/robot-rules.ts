import { type TemplateIssue, templateSteps, validateTemplate } from '../template-validation';
import { type KnownRobot, ROBOT_NAMES, ROBOT_RULES } from './generated';
import type { RobotRules } from './rules';

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

/** The robot's rules if they have loaded, for the synchronous checks; undefined for an unknown robot too. */
export function loadedRobotRules(robot: string): RobotRules | undefined {
  return loaded.get(robot);
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

/** validateTemplate with every named robot's parameter rules loaded first: what the server checks on a save. */
export async function validateTemplateWithRules(text: string): Promise<TemplateIssue[]> {
  await Promise.all(robotsToLoad(text).map(loadRobotRules));
  return validateTemplate(text, loadedRobotRules);
}
