import { Monitor, Moon, Sun } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { cn } from './cn';

/** What the person picked: a fixed theme, or whatever the operating system prefers. */
export type ThemePreference = 'light' | 'dark' | 'system';
/** The theme actually on screen. */
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'console-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStoredPreference(): ThemePreference | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : null;
  } catch {
    // Storage can be disabled (private mode, blocked cookies); the theme then lasts for the page only.
    return null;
  }
}

function writeStoredPreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // See readStoredPreference: without storage the choice is simply not remembered.
  }
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemTheme(): ResolvedTheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

type ThemeContextValue = {
  theme: ThemePreference;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export type ThemeProviderProps = {
  children: ReactNode;
  /** The preference used when nothing is stored yet (or when `persist` is off). */
  defaultTheme?: ThemePreference;
  /** Remembers the choice in localStorage; Storybook turns it off so one story cannot leak into the next. */
  persist?: boolean;
};

/**
 * Owns the theme choice and mirrors it on `<html data-theme>`. "system" removes the attribute so
 * tokens.css follows prefers-color-scheme by itself, including live changes of the OS setting.
 */
export function ThemeProvider({ children, defaultTheme = 'system', persist = true }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<ThemePreference>(
    () => (persist ? readStoredPreference() : null) ?? defaultTheme,
  );
  const system = useSyncExternalStore(subscribeToSystemTheme, systemTheme, () => 'light' as const);
  const resolvedTheme: ResolvedTheme = theme === 'system' ? system : theme;

  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', theme);
  }, [theme]);

  const setTheme = useCallback(
    (next: ThemePreference) => {
      setThemeState(next);
      if (persist) writeStoredPreference(next);
    },
    [persist],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme preference, the theme on screen, and a setter. Needs a ThemeProvider above. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme() needs a <ThemeProvider> above it.');
  return value;
}

const themeOptions = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
] as const;

export type ThemeToggleProps = Omit<ToggleGroup.ToggleGroupSingleProps, 'type' | 'value' | 'onValueChange'>;

/** A three-way Light / Dark / System switch, small enough for the shell's user menu. */
export function ThemeToggle({ className, ...props }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme();
  return (
    <ToggleGroup.Root
      data-slot="theme-toggle"
      type="single"
      aria-label="Theme"
      value={theme}
      onValueChange={(value) => {
        // Radix lets a single toggle group be emptied by clicking the active item; a theme is always picked.
        if (isThemePreference(value)) setTheme(value);
      }}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-md border border-border bg-surface-sunken p-0.5',
        className,
      )}
      {...props}
    >
      {themeOptions.map(({ value, label, Icon }) => (
        <ToggleGroup.Item
          key={value}
          value={value}
          aria-label={label}
          title={label}
          className={cn(
            'inline-flex size-7 items-center justify-center rounded-sm text-fg-muted',
            'transition-colors duration-fast ease-standard hover:text-fg',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'data-[state=on]:bg-surface data-[state=on]:text-fg data-[state=on]:shadow-sm',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
