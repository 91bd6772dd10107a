import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { LabelledControl } from './labelled-control';

// How each variant draws the group, each choice and each radio.
const RADIO_GROUP_VARIANTS = {
  // Plain stacked radios, for short settings like expiry choices.
  list: { group: 'gap-3', choice: undefined, radio: undefined },
  // Bordered, clickable cards, for choices whose description matters (plans, file-type onboarding). The radio's hit
  // area is stretched over its card, so a click anywhere on the card picks it.
  cards: {
    group: 'gap-2',
    choice: 'relative rounded-md border border-border bg-surface p-3 has-data-[state=checked]:border-primary',
    radio: 'after:absolute after:inset-0',
  },
};

export type RadioGroupItem = {
  /** What `value` and `onValueChange` carry; unique within the group. */
  value: string;
  /** The radio's clickable text, also its accessible name. */
  label: ReactNode;
  /** A quieter second line that explains the choice; linked as the radio's accessible description. */
  description?: ReactNode;
  /** Lists a choice that exists but is not available here; it cannot be picked and arrow keys skip it. */
  disabled?: boolean;
};

export type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> & {
  /** `list` (the default) or `cards`. */
  variant?: keyof typeof RADIO_GROUP_VARIANTS;
  /** The choices; each gets a clickable label and an optional description. */
  items: RadioGroupItem[];
  /** Shows the group as wrong and sets aria-invalid; Field sets it from `error`. */
  invalid?: boolean;
};

export function RadioGroup({ className, variant = 'list', items, invalid, id, ...props }: RadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const look = RADIO_GROUP_VARIANTS[variant];

  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      id={groupId}
      aria-invalid={invalid || undefined}
      className={cn('grid', look.group, className)}
      {...props}
    >
      {items.map((item) => {
        return (
          <LabelledControl
            key={item.value}
            id={`${groupId}-${item.value}`}
            label={item.label}
            description={item.description}
            disabled={item.disabled}
            placement="before"
            className={look.choice}
          >
            {(control) => (
              <RadioGroupPrimitive.Item
                {...control}
                value={item.value}
                disabled={item.disabled}
                className={cn(
                  'inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  'disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary',
                  look.radio,
                )}
              >
                <RadioGroupPrimitive.Indicator className="block size-2 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
            )}
          </LabelledControl>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
