import { cva } from 'class-variance-authority';

/**
 * How a link made of text looks, whatever carries it: a router Link, an anchor, or a button that opens something
 * in place. Every tone keeps the focus ring the rest of the design system uses.
 */
export const textLink = cva(
  'rounded-sm focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
  {
    variants: {
      tone: {
        /** A name that opens its entity, in tables and lists: the primary colour, underlined on hover. */
        primary: 'text-primary-text underline-offset-4 hover:underline',
        /** Inside running text or a banner: underlined, in the surrounding colour, so it reads on every tone. */
        inline: 'underline underline-offset-2 hover:no-underline',
        /** A way back (breadcrumbs): muted like the text around it until hovered. */
        quiet: 'hover:text-fg hover:underline',
      },
      weight: {
        regular: '',
        /** A link that stands alone or names an entity, set apart from the text around it. */
        medium: 'font-medium',
      },
    },
    defaultVariants: { tone: 'primary', weight: 'regular' },
  },
);
