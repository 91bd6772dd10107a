import { type ComponentType, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/** What the control element takes from LabelledControl: spread it on the control's root. */
export type LabelledControlAttributes = {
  id: string;
  'aria-describedby'?: string;
  /** A bare control (no label) carries the slot and the caller's classes itself. */
  'data-slot'?: string;
  className?: string;
};

export type LabelledControlProps = {
  /** The `data-slot` of the whole, or of the bare control. */
  slot?: string;
  /** The control's id; a generated one without it. */
  id?: string;
  /** Without it the control stands alone (and is named by its own `aria-label`). */
  label?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** A box or a radio leads its label; a switch trails it, at the row's end. */
  placement: 'before' | 'after';
  className?: string;
  /** Draws the control with the attributes that tie it to its label and description. */
  children: (attributes: LabelledControlAttributes) => ReactNode;
};

/**
 * A checkbox, switch or radio with its visible label (clicking it works the control) and an optional quieter line
 * under it, linked as the accessible description.
 */
export function LabelledControl({
  slot,
  id,
  label,
  description,
  disabled,
  placement,
  className,
  children,
}: LabelledControlProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const bare = label === undefined;
  const control = children({
    id: controlId,
    'aria-describedby': description === undefined ? undefined : descriptionId,
    'data-slot': bare ? slot : undefined,
    className: bare ? className : undefined,
  });
  if (bare) return control;

  const text = (
    <div className="grid gap-0.5">
      <label
        htmlFor={controlId}
        className={cn('text-sm font-medium text-fg', disabled && 'cursor-not-allowed opacity-60')}
      >
        {label}
      </label>
      {description === undefined ? null : (
        <p id={descriptionId} className="text-sm text-fg-muted">
          {description}
        </p>
      )}
    </div>
  );
  return placement === 'before' ? (
    <div data-slot={slot} className={cn('flex items-start gap-2.5', className)}>
      <span className="flex h-5 items-center">{control}</span>
      {text}
    </div>
  ) : (
    <div data-slot={slot} className={cn('flex items-start justify-between gap-4', className)}>
      {text}
      {control}
    </div>
  );
}

/** What a labelled checkbox or switch takes beyond its bare control's props. */
export type LabelledProps = {
  /** Visible text beside the control; it names the setting, and clicking it works the control. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A second, quieter line under the label that explains the consequence; linked as the accessible description. */
  description?: ReactNode;
};

type BareControlProps = { id?: string; className?: string; disabled?: boolean };

/**
 * A bare control (a Radix checkbox or switch root with its look) with its label and description: the component the
 * design system exports. `slot` names the whole; `placement` puts the control before or after its text.
 */
export function withLabel<Props extends BareControlProps>(
  Control: ComponentType<Props>,
  slot: string,
  placement: LabelledControlProps['placement'],
) {
  function Labelled({ label, description, id, className, ...props }: Props & LabelledProps) {
    return (
      <LabelledControl
        slot={slot}
        id={id}
        label={label}
        description={description}
        disabled={props.disabled}
        placement={placement}
        className={className}
      >
        {(control) => <Control {...control} {...(props as Props)} />}
      </LabelledControl>
    );
  }
  return Labelled;
}
