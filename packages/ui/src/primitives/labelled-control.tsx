import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/** The ids a labelled control and its description share, from the caller's `id` or a generated one. */
export function useControlIds(id: string | undefined, description: ReactNode) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  return { controlId, descriptionId, describedBy: description === undefined ? undefined : descriptionId };
}

export type LabelledControlProps = {
  /** The `data-slot` of the whole, which a bare control carries itself. */
  slot: string;
  controlId: string;
  descriptionId: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** A box leads its label; a switch trails it, at the row's end. */
  placement: 'before' | 'after';
  control: ReactNode;
  className?: string;
};

/**
 * A checkbox or a switch with its visible label (clicking it works the control) and an optional quieter line under
 * it, linked as the accessible description.
 */
export function LabelledControl({
  slot,
  controlId,
  descriptionId,
  label,
  description,
  disabled,
  placement,
  control,
  className,
}: LabelledControlProps) {
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
