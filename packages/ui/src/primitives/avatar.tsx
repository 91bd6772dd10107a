import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-text',
  {
    variants: {
      size: {
        sm: 'size-6 text-xs',
        md: 'size-8 text-xs',
        lg: 'size-12 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/**
 * Up to two letters for a person or workspace: first and last word of a name ("Kevin van Zonneveld" → "KZ"), the
 * first two letters of a single word, or of the part before "@" when only an e-mail address is known.
 */
export function initialsOf(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = base
    .split(/[\s._-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last === undefined ? first.slice(0, 2) : `${first.charAt(0)}${last.charAt(0)}`;
  return letters.toLocaleUpperCase();
}

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's or workspace's name: the image's alt text and the source of the initials fallback. */
    name: string;
    /** The picture; while it loads, or if it fails, the initials show instead. */
    src?: string;
    /** Hides the avatar from screen readers when the name is already written next to it. */
    decorative?: boolean;
  };

export function Avatar({ name, src, decorative = false, size, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      aria-hidden={decorative || undefined}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src === undefined ? null : (
        <AvatarPrimitive.Image src={src} alt={decorative ? '' : name} className="size-full object-cover" />
      )}
      <AvatarPrimitive.Fallback
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        className="inline-flex size-full items-center justify-center"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
