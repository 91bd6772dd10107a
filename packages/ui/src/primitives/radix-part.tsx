import type { ComponentProps, ElementType, JSXElementConstructor } from 'react';
import { cn } from '../lib/cn';

/**
 * A Radix part as the design system draws it: its `data-slot` (what stories, tests and parents' selectors find it
 * by) and, when it has a look of its own, its classes, which the caller's `className` extends or overrides. For the
 * parts that add nothing else; a part with variants or children of its own is written out.
 */
// biome-ignore lint/suspicious/noExplicitAny: a Radix part takes any props; ComponentProps<Part> types the result.
export function radixPart<Part extends JSXElementConstructor<any>>(
  Primitive: Part,
  slot: string,
  baseClassName?: string,
) {
  const Base: ElementType = Primitive;
  function RadixPart({ className, ...props }: ComponentProps<Part> & { className?: string }) {
    return (
      <Base
        data-slot={slot}
        className={baseClassName === undefined ? className : cn(baseClassName, className)}
        {...props}
      />
    );
  }
  // Its name in React's tools and the stories' code: the slot in PascalCase, which is the name it is exported under.
  RadixPart.displayName = slot.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
  return RadixPart;
}

/** The quiet heading over a group of a menu's or a select's options. */
export const MENU_LABEL_CLASS = 'px-2 py-1.5 text-xs font-medium text-fg-muted';

/** The rule between groups of a menu's or a select's options, edge to edge across the list's padding. */
export const MENU_SEPARATOR_CLASS = '-mx-1 my-1 border-t border-border';
