import { cva, type VariantProps } from 'class-variance-authority';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

// Where the message stands: the element it is and the room it takes.
const LAYOUTS = {
  /** The whole window, outside any shell: the page's <main>. */
  page: { element: 'main', className: 'min-h-dvh justify-center py-16' },
  /**
   * Inside a shell's main landmark, under the header and sidebar: that shell already has its <main>, so it is a
   * labelled region (a <div> would drop the label).
   */
  embedded: { element: 'section', className: 'py-16' },
} as const;

const iconVariants = cva('flex size-12 items-center justify-center rounded-full [&_svg]:size-6', {
  variants: {
    tone: {
      neutral: 'bg-surface-sunken text-fg-muted',
      danger: 'bg-danger-soft text-danger-text',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type CenteredMessageProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  VariantProps<typeof iconVariants> & {
    /** `page` (the default) or `embedded`. */
    layout?: keyof typeof LAYOUTS;
    /** A lucide icon, shown in a round badge above the title. */
    icon: ReactNode;
    /** The page's h1. */
    title: ReactNode;
    /** The paragraph under the title. */
    description: ReactNode;
    /** The buttons at the foot, in a centred row. */
    actions: ReactNode;
    /** Whatever stands between the text and the buttons, such as an error's message. */
    children?: ReactNode;
  };

/**
 * A page that is one message and a way on (not found, an error, a confirmation): icon, title, text and buttons
 * centred in a narrow column, either as the whole window or inside a shell.
 */
export function CenteredMessage({
  icon,
  title,
  description,
  actions,
  children,
  layout = 'page',
  tone,
  className,
  ...props
}: CenteredMessageProps) {
  const titleId = useId();
  const { element: Root, className: room } = LAYOUTS[layout];
  return (
    <Root
      aria-labelledby={titleId}
      className={cn('flex flex-col items-center bg-bg px-4 text-center font-sans text-fg', room, className)}
      {...props}
    >
      <div className="flex w-full max-w-lg flex-col items-center gap-4">
        <div aria-hidden="true" className={iconVariants({ tone })}>
          {icon}
        </div>
        <h1 id={titleId} className="font-semibold text-2xl text-fg">
          {title}
        </h1>
        <p className="text-base text-fg-muted">{description}</p>
        {children}
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      </div>
    </Root>
  );
}
