import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';
import { CopyButton } from './copy-button';

const codeBlockVariants = cva(
  'relative flex min-w-0 flex-col overflow-hidden rounded-md border border-border bg-surface-sunken text-fg',
  {
    variants: {
      size: {
        sm: 'text-xs',
        md: 'text-sm',
      },
      wrap: {
        true: '[&_pre]:whitespace-pre-wrap [&_pre]:break-all',
        false: '[&_pre]:overflow-x-auto [&_pre]:whitespace-pre',
      },
      height: {
        auto: '',
        limited: '[&_pre]:max-h-96 [&_pre]:overflow-y-auto',
      },
    },
    defaultVariants: { size: 'sm', wrap: false, height: 'auto' },
  },
);

export type CodeLanguage = 'json' | 'text';

type FrameProps = Omit<ComponentProps<'figure'>, 'children'> &
  VariantProps<typeof codeBlockVariants> & {
    /** A caption above the code ("Template JSON"); also names the copy button and the scroll area. */
    label?: string;
    /** Shows a copy button; turn it off where copying would mislead, e.g. for an excerpt. */
    copyable?: boolean;
  };

export type CodeBlockProps = FrameProps & {
  /** The exact text to show and to copy. */
  code: string;
  /** Colours JSON keys, strings, numbers and literals; other text is shown plain. */
  language?: CodeLanguage;
  /** Numbers each line, for long configurations people discuss by line; the numbers are never copied. */
  lineNumbers?: boolean;
};

type TokenKind = 'key' | 'string' | 'number' | 'literal' | 'punctuation' | 'plain';

const tokenClass: Record<TokenKind, string> = {
  key: 'text-primary-text',
  string: 'text-success-text',
  number: 'text-info-text',
  literal: 'text-warning-text',
  punctuation: 'text-fg-muted',
  plain: '',
};

const jsonToken =
  /("(?:\\.|[^"\\])*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:])/g;

function tokenizeJson(line: string): Array<{ kind: TokenKind; text: string }> {
  const tokens: Array<{ kind: TokenKind; text: string }> = [];
  let last = 0;
  for (const match of line.matchAll(jsonToken)) {
    const [text, quoted, colon, number, literal] = match;
    if (match.index > last) tokens.push({ kind: 'plain', text: line.slice(last, match.index) });
    if (quoted !== undefined && colon !== undefined) {
      tokens.push({ kind: 'key', text: quoted }, { kind: 'punctuation', text: colon });
    } else if (quoted !== undefined) {
      tokens.push({ kind: 'string', text: quoted });
    } else if (number !== undefined) {
      tokens.push({ kind: 'number', text: number });
    } else if (literal !== undefined) {
      tokens.push({ kind: 'literal', text: literal });
    } else {
      tokens.push({ kind: 'punctuation', text });
    }
    last = match.index + text.length;
  }
  if (last < line.length) tokens.push({ kind: 'plain', text: line.slice(last) });
  return tokens;
}

function HighlightedLine({ line, language }: { line: string; language: CodeLanguage }) {
  if (language !== 'json') return <>{line}</>;
  return (
    <>
      {tokenizeJson(line).map((token, index) =>
        token.kind === 'plain' ? (
          token.text
        ) : (
          // Tokens of one line never reorder, so their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className={tokenClass[token.kind]}>
            {token.text}
          </span>
        ),
      )}
    </>
  );
}

function CodeFrame({
  label,
  copyable = true,
  copyText,
  size,
  wrap,
  height,
  className,
  children,
  ...props
}: FrameProps & { copyText: string; children: ReactNode }) {
  return (
    <figure
      data-slot="code-block"
      className={cn(codeBlockVariants({ size, wrap, height }), className)}
      {...props}
    >
      {label !== undefined || copyable ? (
        <div className="flex min-h-9 items-center justify-between gap-2 border-border border-b py-1 pr-1 pl-3">
          {label !== undefined ? (
            <figcaption className="truncate font-medium text-fg-muted text-xs">{label}</figcaption>
          ) : (
            <span />
          )}
          {copyable ? <CopyButton value={copyText} label={label ? `Copy ${label}` : 'Copy'} /> : null}
        </div>
      ) : null}
      {children}
    </figure>
  );
}

/** A keyboard user must be able to scroll a long line into view, so the block takes focus. */
function ScrollablePre({ className, ...props }: ComponentProps<'pre'>) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be reachable by keyboard
      tabIndex={0}
      className={cn(
        'p-3 font-mono leading-relaxed focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2',
        className,
      )}
      {...props}
    />
  );
}

/** Shows code or configuration in a monospace block with optional line numbers and a copy button. */
export function CodeBlock({ code, language = 'text', lineNumbers = false, label, ...props }: CodeBlockProps) {
  const lines = code.split('\n');
  return (
    <CodeFrame label={label} copyText={code} {...props}>
      <ScrollablePre>
        <code className={cn(lineNumbers && 'table')}>
          {lines.map((line, index) => {
            const key = `${index}:${line}`;
            const content = <HighlightedLine line={line} language={language} />;
            if (!lineNumbers) {
              return (
                <span key={key}>
                  {content}
                  {index < lines.length - 1 ? '\n' : null}
                </span>
              );
            }
            return (
              <span key={key} className="table-row">
                <span aria-hidden className="table-cell select-none pr-4 text-right text-fg-muted">
                  {index + 1}
                </span>
                <span className="table-cell">{content}</span>
              </span>
            );
          })}
        </code>
      </ScrollablePre>
    </CodeFrame>
  );
}

export type JsonViewerProps = FrameProps & {
  /** Any JSON-serialisable value (a template's steps, an assembly status); it is shown pretty-printed. */
  value: unknown;
  /** Lets people fold objects and arrays, for large documents such as assembly results. */
  collapsible?: boolean;
  /** With `collapsible`, how many levels start unfolded; deeper ones start folded. */
  defaultExpandDepth?: number;
  /** Numbers each line when not collapsible. */
  lineNumbers?: boolean;
};

/** Pretty-prints a JSON value with syntax colours; copying copies exactly the pretty-printed text. */
export function JsonViewer({
  value,
  collapsible = false,
  defaultExpandDepth = 2,
  lineNumbers,
  label,
  ...props
}: JsonViewerProps) {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  if (!collapsible) {
    return <CodeBlock code={text} language="json" lineNumbers={lineNumbers} label={label} {...props} />;
  }
  return (
    <CodeFrame label={label} copyText={text} {...props}>
      <ScrollablePre className="pl-7">
        <code>
          <JsonNode value={value} depth={0} label="document" expandDepth={defaultExpandDepth} isLast />
        </code>
      </ScrollablePre>
    </CodeFrame>
  );
}

type JsonContainer =
  | { kind: 'array'; entries: Array<[string, unknown]> }
  | { kind: 'object'; entries: Array<[string, unknown]> };

function asContainer(value: unknown): JsonContainer | null {
  if (Array.isArray(value))
    return { kind: 'array', entries: value.map((item, index) => [String(index), item]) };
  if (value !== null && typeof value === 'object') {
    return { kind: 'object', entries: Object.entries(value).filter(([, item]) => item !== undefined) };
  }
  return null;
}

function Indent({ depth }: { depth: number }) {
  return depth > 0 ? <span aria-hidden>{'  '.repeat(depth)}</span> : null;
}

function JsonNode({
  name,
  label,
  value,
  depth,
  expandDepth,
  isLast,
}: {
  /** The object key shown before the value; absent for array items and the root. */
  name?: string;
  /** Names the fold button ("Collapse steps", "Expand steps item 2"). */
  label: string;
  value: unknown;
  depth: number;
  expandDepth: number;
  isLast: boolean;
}) {
  const container = asContainer(value);
  const [expanded, setExpanded] = useState(depth < expandDepth);
  const comma = isLast ? null : <span className={tokenClass.punctuation}>,</span>;
  const keyPart =
    name !== undefined ? (
      <>
        <span className={tokenClass.key}>{JSON.stringify(name)}</span>
        <span className={tokenClass.punctuation}>: </span>
      </>
    ) : null;

  if (!container) {
    return (
      <span className="block">
        <Indent depth={depth} />
        {keyPart}
        <HighlightedLine line={JSON.stringify(value) ?? 'null'} language="json" />
        {comma}
      </span>
    );
  }

  const [open, close] = container.kind === 'array' ? ['[', ']'] : ['{', '}'];
  const count = container.entries.length;
  const summary =
    container.kind === 'array'
      ? `${count} ${count === 1 ? 'item' : 'items'}`
      : `${count} ${count === 1 ? 'key' : 'keys'}`;

  if (count === 0) {
    return (
      <span className="block">
        <Indent depth={depth} />
        {keyPart}
        <span className={tokenClass.punctuation}>
          {open}
          {close}
        </span>
        {comma}
      </span>
    );
  }

  return (
    <span className="block" data-state={expanded ? 'open' : 'closed'}>
      <span className="relative block">
        <Indent depth={depth} />
        <button
          type="button"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${label}`}
          onClick={() => setExpanded((current) => !current)}
          className="-ml-5 mr-1 inline-flex size-4 cursor-pointer items-center justify-center rounded-sm align-middle text-fg-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-focus [&_svg]:size-3.5"
        >
          {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
        </button>
        {keyPart}
        <span className={tokenClass.punctuation}>{open}</span>
        {expanded ? null : (
          <>
            <span className="text-fg-muted"> … {summary} </span>
            <span className={tokenClass.punctuation}>{close}</span>
            {comma}
          </>
        )}
      </span>
      {expanded ? (
        <>
          {container.entries.map(([key, item], index) => (
            <JsonNode
              key={key}
              name={container.kind === 'object' ? key : undefined}
              label={container.kind === 'object' ? key : `${label} item ${index + 1}`}
              value={item}
              depth={depth + 1}
              expandDepth={expandDepth}
              isLast={index === count - 1}
            />
          ))}
          <span className="block">
            <Indent depth={depth} />
            <span className={tokenClass.punctuation}>{close}</span>
            {comma}
          </span>
        </>
      ) : null}
    </span>
  );
}
