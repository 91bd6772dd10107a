import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, markdownPlainText, parseMarkdown, safeHref } from '../../packages/ui/src/lib/markdown';

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

const ALLOWED_TAGS = new Set([
  'div',
  'p',
  'h3',
  'h4',
  'h5',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'code',
  'a',
  'span',
]);
const ALLOWED_ATTRIBUTES = new Set(['class', 'data-slot', 'href', 'target', 'rel']);

/** Every tag of the markup with its attributes; React escapes `<` in text, so each `<` here starts a tag. */
function tagsOf(html: string) {
  return [...html.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)].map(([, , name = '', rest = '']) => ({
    name,
    attributes: [...rest.matchAll(/\s([^\s=]+)="([^"]*)"/g)].map(([, key = '', value = '']) => ({
      key,
      value,
    })),
  }));
}

/** Text that looks like the dangerous things people paste, mixed with Markdown's own marks. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[click](javascript:alert(1))',
        '[x](JaVaScRiPt:alert(1))',
        '[x](data:text/html;base64,PHNjcmlwdD4=)',
        '[x](vbscript:msgbox)',
        '[x]( javascript:alert(1) )',
        '[ok](https://example.com/?a="b"&c=<d>)',
        '[mail](mailto:a@example.com)',
        '**',
        '*',
        '_',
        '`',
        '\\',
        '# ',
        '- ',
        '1. ',
        '\n',
        '\n\n',
        '"',
        "'",
        '&amp;',
        '<a href="javascript:x">',
        '</div>',
      ),
    ),
  )
  .map((parts) => parts.join(''));

describe('the Markdown renderer', () => {
  it('renders the documented subset', () => {
    expect(render('# Title\n\nSome **bold**, *em*, _em_ and `code`.\n\n- one\n- two\n\n1. first')).toBe(
      '<div data-slot="markdown" class="grid min-w-0 gap-3 break-words text-sm text-fg">' +
        '<h3 class="font-semibold text-lg">Title</h3>' +
        '<p>Some <strong class="font-semibold">bold</strong>, <em>em</em>, <em>em</em> and ' +
        '<code class="rounded-sm bg-surface-sunken px-1 py-0.5 font-mono text-[0.9em]">code</code>.</p>' +
        '<ul class="grid gap-1 pl-5 list-disc"><li>one</li><li>two</li></ul>' +
        '<ol class="grid gap-1 pl-5 list-decimal"><li>first</li></ol></div>',
    );
  });

  it('opens http(s) and mailto links in a new tab without an opener or referrer', () => {
    const html = render('[docs](https://transloadit.com/docs/) or [mail](mailto:support@example.com)');
    expect(html).toContain(
      '<a href="https://transloadit.com/docs/" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('href="mailto:support@example.com"');
  });

  it('shows raw HTML as text and links to other schemes as their text alone', () => {
    const html = render('<script>alert(1)</script> [x](javascript:alert(1)) [y](/relative)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('href');
    expect(html).toContain('<span>x</span>');
  });

  it('keeps escaped marks and joins a paragraph’s lines', () => {
    expect(markdownPlainText('\\*not em\\*\nnext line')).toBe('*not em* next line');
    expect(parseMarkdown('- item\n  continues')).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [
          [
            { kind: 'text', text: 'item' },
            { kind: 'text', text: ' ' },
            { kind: 'text', text: 'continues' },
          ],
        ],
      },
    ]);
  });

  it('accepts only absolute http(s) and mailto addresses', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:x',
      'data:text/html,x',
      'ftp://x',
      '/path',
      '//x.com',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });

  it('never lets HTML through, whatever the source (property)', () => {
    fc.assert(
      fc.property(hostile, (source) => {
        for (const { name, attributes } of tagsOf(render(source))) {
          expect(ALLOWED_TAGS.has(name)).toBe(true);
          for (const { key, value } of attributes) {
            expect(ALLOWED_ATTRIBUTES.has(key)).toBe(true);
            if (key === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every character of the text it shows (property)', () => {
    // Without any Markdown mark, what is shown is the source itself, lines joined by spaces.
    const plain = fc.string().filter((text) => !/[\\`*_[\]#\-\d\n\r]/.test(text) && text.trim() !== '');
    fc.assert(
      fc.property(plain, (text) => {
        expect(markdownPlainText(text)).toBe(text.trim());
      }),
    );
  });
});
