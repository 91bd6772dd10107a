import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { useWebFonts } from '../lib/web-fonts';
import { ProductMark } from './product-mark';

const authLayoutVariants = cva('flex w-full flex-col gap-6', {
  variants: {
    size: {
      sm: 'max-w-sm',
      md: 'max-w-md',
    },
  },
  defaultVariants: { size: 'sm' },
});

export type AuthLayoutProps = Omit<ComponentProps<'main'>, 'title'> &
  VariantProps<typeof authLayoutVariants> & {
    /** The page's only h1, so every public page names itself the same way for screen readers. */
    title: ReactNode;
    /** One or two sentences under the title saying what the page is for. */
    description?: ReactNode;
    /** Links below the card, such as "Create an account" or "Back to log in". */
    footer?: ReactNode;
    /** Content beside the card on wide screens and below it on narrow ones, such as demo logins. */
    aside?: ReactNode;
  };

/** Frame of every public page (log in, sign up, password reset, 2FA): product mark, one centred card. */
export function AuthLayout({
  title,
  description,
  footer,
  aside,
  size,
  className,
  children,
  ...props
}: AuthLayoutProps) {
  const titleId = useId();
  useWebFonts();
  return (
    <main
      data-slot="auth-layout"
      aria-labelledby={titleId}
      className={cn(
        'flex min-h-dvh flex-col items-center bg-bg px-4 py-10 font-sans text-fg sm:py-16',
        className,
      )}
      {...props}
    >
      <ProductMark className="mb-8" />
      <div
        className={cn(
          'flex w-full flex-col items-center gap-8',
          aside !== undefined && 'lg:flex-row lg:items-start lg:justify-center',
        )}
      >
        <div className={authLayoutVariants({ size })}>
          <div className="rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-8">
            <h1 id={titleId} className="font-semibold text-2xl text-fg">
              {title}
            </h1>
            {description !== undefined && <p className="mt-2 text-fg-muted text-sm">{description}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer !== undefined && (
            <div data-slot="auth-layout-footer" className="text-center text-fg-muted text-sm">
              {footer}
            </div>
          )}
        </div>
        {aside !== undefined && (
          <div data-slot="auth-layout-aside" className="w-full max-w-sm lg:w-80">
            {aside}
          </div>
        )}
      </div>
    </main>
  );
}
