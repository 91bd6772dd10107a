import type { ReactNode } from 'react';
import { textLink } from '../primitives/text-link';
import { cn } from './cn';

/*
 * A small Markdown renderer for text admins write (announcements), safe by construction: the source is parsed into
 * a tree and rendered as React elements, never as an HTML string, so a `<script>` typed into it is shown as text.
 *
 * The subset, one block per paragraph (blocks are separated by a blank line):
 * - `# `, `## `, `### ` headings (drawn as h3–h5, under the page's own headings);
 * - lists: lines starting with `- ` or `* `, or with `1. ` (numbered);
 * - anything else is a paragraph; its single line breaks read as spaces.
 * Inside a block: `**strong**`, `*emphasis*` or `_emphasis_`, `` `code` ``, `[text](address)` and a backslash
 * before a character to show it as it is. A link's address must be an absolute http(s) or mailto address (anything
 * else shows the text alone), and it opens in a new tab with rel="noopener noreferrer".
 */

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em'; children: MarkdownInline[] }
  | { kind: 'link'; href: string | null; children: MarkdownInline[] };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; children: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { kind: 'paragraph'; children: MarkdownInline[] };

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address a link may point at, normalised, or null when it is not an absolute http(s) or mailto address. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const UNORDERED_ITEM = /^[-*]\s+/;
const ORDERED_ITEM = /^\d{1,9}[.)]\s+/;
const HEADING = /^(#{1,3})\s+(.*)$/;

/** The blocks of a Markdown source, in order. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let paragraph: string[] = [];
    // Whether the line before was (or continued) a list item, so a line without a marker continues it.
    let inItem = false;
    const flush = () => {
      if (paragraph.length > 0)
        blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
      paragraph = [];
    };
    for (const line of lines) {
      const trimmed = line.trim();
      const heading = HEADING.exec(trimmed);
      const ordered = ORDERED_ITEM.test(trimmed);
      if (heading) {
        flush();
        const level = (heading[1]?.length ?? 1) as 1 | 2 | 3;
        blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
        inItem = false;
      } else if (ordered || UNORDERED_ITEM.test(trimmed)) {
        flush();
        const item = parseInline(trimmed.replace(ordered ? ORDERED_ITEM : UNORDERED_ITEM, ''));
        const last = blocks.at(-1);
        if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
        else blocks.push({ kind: 'list', ordered, items: [item] });
        inItem = true;
      } else {
        const last = blocks.at(-1);
        if (inItem && last?.kind === 'list') {
          last.items.at(-1)?.push({ kind: 'text', text: ' ' }, ...parseInline(trimmed));
        } else {
          paragraph.push(trimmed);
        }
      }
    }
    flush();
  }
  return blocks;
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!<>]/;

/** The inline runs of one block's text. */
export function parseInline(text: string, inLink = false): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let plain = '';
  const pushText = () => {
    if (plain !== '') out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1] ?? '';
    if (char === '\\' && ESCAPABLE.test(next)) {
      plain += next;
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        pushText();
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (char === '*' && next === '*') {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        pushText();
        out.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end), inLink) });
        i = end + 2;
        continue;
      }
    }
    if ((char === '*' || char === '_') && next !== char && next !== ' ' && next !== '') {
      const end = closingEmphasis(text, i + 1, char);
      if (end > i + 1) {
        pushText();
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end), inLink) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[' && !inLink) {
      const link = linkAt(text, i);
      if (link) {
        pushText();
        out.push({ kind: 'link', href: safeHref(link.href), children: parseInline(link.label, true) });
        i = link.end;
        continue;
      }
    }
    plain += char;
    i += 1;
  }
  pushText();
  return out;
}

/** Where a `*` or `_` emphasis that opened before `from` closes, or -1; `_` only closes at a word's end. */
function closingEmphasis(text: string, from: number, marker: string): number {
  for (let end = text.indexOf(marker, from); end !== -1; end = text.indexOf(marker, end + 1)) {
    const before = text[end - 1] ?? ' ';
    const after = text[end + 1] ?? ' ';
    if (before === ' ' || before === '\\') continue;
    if (marker === '*' && after === '*') continue;
    if (marker === '_' && /\w/.test(after)) continue;
    return end;
  }
  return -1;
}

/** A `[label](address)` starting at `start`, if one does. */
function linkAt(text: string, start: number): { label: string; href: string; end: number } | null {
  const close = text.indexOf('](', start + 1);
  if (close === -1) return null;
  const label = text.slice(start + 1, close);
  if (label === '' || label.includes('[') || label.includes(']')) return null;
  const end = text.indexOf(')', close + 2);
  if (end === -1) return null;
  const href = text.slice(close + 2, end);
  if (href.trim() === '' || /\s/.test(href.trim())) return null;
  return { label, href, end: end + 1 };
}

function renderInline(runs: MarkdownInline[]): ReactNode[] {
  return runs.map((run, index) => {
    const key = index;
    switch (run.kind) {
      case 'text':
        return run.text;
      case 'code':
        return (
          <code key={key} className="rounded-sm bg-surface-sunken px-1 py-0.5 font-mono text-[0.9em]">
            {run.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={key} className="font-semibold">
            {renderInline(run.children)}
          </strong>
        );
      case 'em':
        return <em key={key}>{renderInline(run.children)}</em>;
      case 'link':
        return run.href === null ? (
          <span key={key}>{renderInline(run.children)}</span>
        ) : (
          <a
            key={key}
            href={run.href}
            target="_blank"
            rel="noopener noreferrer"
            className={textLink({ tone: 'inline', className: 'text-primary-text' })}
          >
            {renderInline(run.children)}
          </a>
        );
    }
    return null;
  });
}

const HEADING_TAGS = { 1: 'h3', 2: 'h4', 3: 'h5' } as const;
const HEADING_CLASSES = { 1: 'text-lg', 2: 'text-base', 3: 'text-sm' } as const;

export type MarkdownProps = {
  /** The Markdown to show (see the subset above). */
  source: string;
  className?: string;
};

/** Shows Markdown written by an admin, safely: no HTML of its own, links only to http(s) and mailto. */
export function Markdown({ source, className }: MarkdownProps) {
  return (
    <div data-slot="markdown" className={cn('grid min-w-0 gap-3 break-words text-sm text-fg', className)}>
      {parseMarkdown(source).map((block, index) => {
        const key = index;
        if (block.kind === 'heading') {
          const Tag = HEADING_TAGS[block.level];
          return (
            <Tag key={key} className={cn('font-semibold', HEADING_CLASSES[block.level])}>
              {renderInline(block.children)}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Tag key={key} className={cn('grid gap-1 pl-5', block.ordered ? 'list-decimal' : 'list-disc')}>
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their place.
                <li key={itemIndex}>{renderInline(item)}</li>
              ))}
            </Tag>
          );
        }
        return <p key={key}>{renderInline(block.children)}</p>;
      })}
    </div>
  );
}

/** The text of a Markdown source without its markup, for a one-line preview. */
export function markdownPlainText(source: string): string {
  const text = (runs: MarkdownInline[]): string =>
    runs.map((run) => ('children' in run ? text(run.children) : run.text)).join('');
  return parseMarkdown(source)
    .map((block) => (block.kind === 'list' ? block.items.map(text).join(' · ') : text(block.children)))
    .join(' ');
}
