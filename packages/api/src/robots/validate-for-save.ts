import { type TemplateIssue, validateTemplate } from '../template-validation';
import { checkParameters } from './check-parameters';
import type { RobotRules } from './rules';

/*
 * The server's check before it saves a template: every robot's rules at hand, synchronously, as the service has
 * them. Only the mock backend imports this (the editor loads each robot's rules on demand, robot-rules.ts), so the
 * hundred rule modules are part of the demo and the tests, never of the console's own chunks.
 */
const RULES = import.meta.glob<RobotRules>('./generated/rules/*.json', { eager: true, import: 'default' });
const BY_ROBOT = new Map(Object.values(RULES).map((rules) => [rules.name, rules]));

/** validateTemplate with every step's parameters checked against its robot's rules. */
export function validateTemplateForSave(text: string): TemplateIssue[] {
  return validateTemplate(text, (robot, step, key) => {
    const rules = BY_ROBOT.get(robot);
    return rules ? checkParameters(rules, step, key) : [];
  });
}
