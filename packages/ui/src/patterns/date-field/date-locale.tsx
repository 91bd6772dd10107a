import { createContext, type ReactNode, useContext } from 'react';

/*
 * The locale a person's dates are typed and read in. The console has no locale setting (user settings hold the
 * time zone only), so, as the admin pages' figures do, it follows the person's preferred language as the browser
 * reports it, not the browser's own interface language, which is what a native date input follows.
 */
const DateLocaleContext = createContext<string | null>(null);

export type DateLocaleProviderProps = {
  /** A BCP 47 tag ("en-GB"): stories and tests show one person's dates whatever the browser prefers. */
  locale: string;
  children: ReactNode;
};

export function DateLocaleProvider({ locale, children }: DateLocaleProviderProps) {
  return <DateLocaleContext value={locale}>{children}</DateLocaleContext>;
}

/** The nearest DateLocaleProvider's locale, else the person's first preferred language. */
export function useDateLocale(): string {
  return useContext(DateLocaleContext) ?? navigator.languages[0] ?? navigator.language;
}
