import { Search, X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../primitives/icon-button';
import { Input } from '../primitives/input';

/** Long enough to skip the requests of a word being typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

export type SearchBoxProps = {
  /** Names the box for assistive technology ("Search templates"); the box shows no visible label. */
  label: string;
  placeholder?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The search the URL holds. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (q: string) => void;
};

/** A list's search box: it waits for typing to pause before searching, and follows the URL's search back. */
export function SearchBox({ label, placeholder, inputRef, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Back, Forward and "Clear search" change the URL; the box follows unless it already says the same.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <search className="flex max-w-md items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-muted"
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter is how people say "search now"; it should not wait out the pause meant for typing.
            if (event.key !== 'Enter') return;
            const trimmed = text.trim();
            if (trimmed !== value) onSearch(trimmed);
          }}
          className="pl-8 [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      {text === '' ? null : (
        <IconButton
          label="Clear search"
          variant="ghost"
          size="sm"
          onClick={() => {
            setText('');
            onSearch('');
            inputRef.current?.focus();
          }}
        >
          <X />
        </IconButton>
      )}
    </search>
  );
}
