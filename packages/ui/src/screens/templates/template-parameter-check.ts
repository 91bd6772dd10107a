// The parameter checks and the loading of robots' rules, a chunk of its own that useTemplateIssues loads after the
// editor page, so the page's chunk keeps to its budget.
export { checkLoadedParameters, loadedRobotCount, loadRobotRules, robotsToLoad } from '@console/api';
