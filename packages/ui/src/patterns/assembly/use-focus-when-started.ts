import { useEffect, useRef } from 'react';

/**
 * A ref for the section that shows an assembly's progress, which takes focus once the assembly exists: the button
 * that started it is then gone or disabled, and focus moves on to what it started rather than to the page's start.
 * The section needs `tabIndex={-1}` to take it.
 */
export function useFocusWhenStarted(assemblyId: string | null | undefined) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (assemblyId) ref.current?.focus();
  }, [assemblyId]);
  return ref;
}
