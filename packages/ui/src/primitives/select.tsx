import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { CONTROL_SIZES } from './control-sizes';
import { MENU_LABEL_CLASS, MENU_SEPARATOR_CLASS, radixPart } from './radix-part';

export const selectVariants = cva(
  [
    'inline-flex w-full min-w-0 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface text-left text-fg',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-fg-muted',
    'aria-invalid:border-danger data-placeholder:text-fg-muted',
    '[&>span]:truncate',
  ],
  {
    variants: {
      size: CONTROL_SIZES,
    },
    defaultVariants: { size: 'md' },
  },
);

export type SelectOption = {
  /** What `value` and `onValueChange` carry; unique within the select, and never the empty string. */
  value: string;
  /** What the person sees in the list and, once chosen, in the trigger. */
  label: ReactNode;
  /** Lists a choice that exists but is not available here (e.g. not on this plan); it cannot be picked. */
  disabled?: boolean;
};

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;

// Everything that is not state goes to the trigger button, so `id`, `aria-describedby` and `aria-invalid`
// from Field land on the element a <label> points at.
type TriggerProps = Omit<ComponentProps<'button'>, keyof RootProps | 'onChange'>;

export type SelectProps = TriggerProps &
  Omit<RootProps, 'children'> &
  VariantProps<typeof selectVariants> & {
    /** The choices as data, for the common case; pass SelectItem children instead for groups or custom rows. */
    options?: SelectOption[];
    /** Text shown while nothing is chosen, e.g. "Choose a region". */
    placeholder?: ReactNode;
    /** Shows the trigger as wrong and sets aria-invalid; Field sets it from `error`. */
    invalid?: boolean;
    /** SelectItem, SelectGroup, SelectLabel and SelectSeparator elements, used when `options` is not enough. */
    children?: ReactNode;
  };

export function Select({
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  name,
  disabled,
  required,
  autoComplete,
  form,
  dir,
  options,
  placeholder,
  invalid,
  size,
  className,
  children,
  ...triggerProps
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      name={name}
      disabled={disabled}
      required={required}
      autoComplete={autoComplete}
      form={form}
      dir={dir}
    >
      <SelectPrimitive.Trigger
        data-slot="select"
        aria-invalid={invalid || undefined}
        className={cn(selectVariants({ size }), className)}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-md border border-border bg-surface-raised text-fg shadow-md',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options?.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </SelectItem>
            ))}
            {children}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>;

export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default select-none items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none',
        'data-highlighted:bg-surface-sunken data-disabled:pointer-events-none data-disabled:text-fg-subtle',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2 inline-flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-primary-text" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

export type SelectGroupProps = ComponentProps<typeof SelectPrimitive.Group>;

export const SelectGroup = radixPart(SelectPrimitive.Group, 'select-group');

export type SelectLabelProps = ComponentProps<typeof SelectPrimitive.Label>;

export const SelectLabel = radixPart(SelectPrimitive.Label, 'select-label', MENU_LABEL_CLASS);

export type SelectSeparatorProps = ComponentProps<typeof SelectPrimitive.Separator>;

export const SelectSeparator = radixPart(SelectPrimitive.Separator, 'select-separator', MENU_SEPARATOR_CLASS);
