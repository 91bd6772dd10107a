import { cva, type VariantProps } from 'class-variance-authority';
import { CircleExclamationPoint } from 'lucide-react';
import { type ComponentProps, cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export const fieldVariants = cva('grid content-start', {
  variants: {
    density: {
      comfortable: 'gap-1.5',
      compact: 'gap-1',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

/** The props Field hands to its control; Input, Textarea, Select and RadioGroup all accept them. */
export type FieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

export type FieldProps = Omit<ComponentProps<'div'>, 'children' | 'id'> &
  VariantProps<typeof fieldVariants> & {
    /**
     * The control's id when the child has none (an id on the child wins), else a generated one; FormErrorSummary
     * links point at it.
     */
    id?: string;
    /** The visible label; it names the control (by `for` and by aria-labelledby, which also covers radio groups). */
    label: ReactNode;
    /** Help shown under the label, e.g. the allowed characters; part of the control's accessible description. */
    hint?: ReactNode;
    /** What is wrong with the value; marks the control invalid and joins its accessible description. */
    error?: ReactNode;
    /** Shows a `*` (read as "required") and sets aria-required on the control. */
    required?: boolean;
    /** Exactly one control element; Field gives it its id, description and invalid state. */
    children: ReactElement<FieldControlProps>;
  };

export function Field({
  label,
  hint,
  error,
  required,
  density,
  className,
  id,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const childProps = children.props;
  const controlId = childProps.id ?? id ?? generatedId;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hasError = error !== undefined && error !== null && error !== false;

  const describedBy = [childProps['aria-describedby'], hasHint ? hintId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-labelledby': childProps['aria-labelledby'] ?? labelId,
  };
  if (describedBy !== '') controlProps['aria-describedby'] = describedBy;
  if (hasError) controlProps['aria-invalid'] = true;
  if (required) controlProps['aria-required'] = true;

  return (
    <div
      data-slot="field"
      data-invalid={hasError || undefined}
      className={cn(fieldVariants({ density }), className)}
      {...props}
    >
      <label id={labelId} htmlFor={controlId} className="text-sm font-medium text-fg">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger-text">
              *
            </span>
            <span className="sr-only"> required</span>
          </>
        ) : null}
      </label>
      {hasHint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {cloneElement(children, controlProps)}
      {hasError ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger-text">
          <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
