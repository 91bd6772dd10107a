import { cva, type VariantProps } from 'class-variance-authority';
import { CircleExclamationPoint, Info, TriangleExclamationPoint, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';

export const bannerVariants = cva(
  'flex flex-wrap items-start gap-3 rounded-md border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      tone: {
        info: 'border-info bg-info-soft text-info-text',
        warning: 'border-warning bg-warning-soft text-warning-text',
        danger: 'border-danger bg-danger-soft text-danger-text',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

type BannerTone = NonNullable<VariantProps<typeof bannerVariants>['tone']>;

const icons: Record<BannerTone, typeof Info> = {
  info: Info,
  warning: TriangleExclamationPoint,
  danger: CircleExclamationPoint,
};

export type BannerProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof bannerVariants> & {
    /** The message in a few words: "You have unpaid invoices". */
    title?: ReactNode;
    /** One call to action beside the text, usually a link-styled Button ("Pay now"). */
    action?: ReactNode;
    /** Adds a "Dismiss" button; the banner hides itself and calls `onDismiss` so the choice can be remembered. */
    dismissible?: boolean;
    /** Called after the user dismisses the banner. */
    onDismiss?: () => void;
  };

/**
 * A page-wide message above the content (unpaid invoices, unverified e-mail, impersonation). Danger banners are
 * alerts that interrupt screen readers; info and warning ones are polite status messages.
 */
export function Banner({
  tone,
  title,
  action,
  dismissible = false,
  onDismiss,
  className,
  children,
  ...props
}: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const resolvedTone = tone ?? 'info';
  const Icon = icons[resolvedTone];

  return (
    <div
      data-slot="banner"
      data-tone={resolvedTone}
      role={resolvedTone === 'danger' ? 'alert' : 'status'}
      className={cn(bannerVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      {/* A long word (a path, an id) breaks rather than pushing a phone's page sideways, and where the text would
          be narrower than 13rem the actions go under it. */}
      <div className="grid min-w-0 flex-1 basis-52 grid-cols-[minmax(0,1fr)] gap-0.5 [overflow-wrap:anywhere]">
        {title === undefined ? null : <p className="font-semibold">{title}</p>}
        {children === undefined ? null : <div>{children}</div>}
      </div>
      {action === undefined ? null : <div className="flex shrink-0 items-center gap-2">{action}</div>}
      {dismissible ? (
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
          className={cn(
            '-my-1 -mr-2 inline-flex size-7 shrink-0 items-center justify-center rounded-md',
            'transition-opacity duration-fast ease-standard hover:opacity-70',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
