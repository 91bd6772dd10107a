import { matchPath } from 'react-router';
import { BASENAME, patterns } from '../../packages/ui/src/lib/paths';

export interface SpelledLink {
  path: string;
  line: number;
  literal: string;
}

/** Comments may quote a path to explain a route; only code counts. Line breaks are kept so lines still match. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(
      /(^|[\s;,{}()])\/\/[^\n]*/g,
      (comment, lead: string) => lead + ' '.repeat(comment.length - lead.length),
    );
}

const LITERAL = /'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\]*)`/g;
const consolePatterns = Object.values(patterns).filter((pattern) => pattern !== patterns.index);

/**
 * Whether a literal's text is a console address: it starts with a slash (under the basename or not) and,
 * with every `${…}` taken as one segment and any query or hash dropped, matches one of the console's routes.
 */
export function isConsolePath(text: string): boolean {
  if (!text.startsWith('/') || text.startsWith('//')) return false;
  let path = text.replace(/\$\{[^}]*\}/g, 'x').replace(/[?#].*$/, '');
  if (path === BASENAME || path === `${BASENAME}/`) return true;
  if (path.startsWith(`${BASENAME}/`)) path = path.slice(BASENAME.length);
  if (path === '/' || path.includes('*') || path.includes('.')) return false;
  return consolePatterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}

/** Every string or template literal of a file's code that spells a console address by hand. */
export function spelledLinks(path: string, source: string): SpelledLink[] {
  const code = withoutComments(source);
  const found: SpelledLink[] = [];
  for (const match of code.matchAll(LITERAL)) {
    const literal = match[1] ?? match[2] ?? match[3] ?? '';
    if (!isConsolePath(literal)) continue;
    const line = code.slice(0, match.index).split('\n').length;
    found.push({ path, line, literal });
  }
  return found;
}
