import {
  type Template,
  type TemplateInput,
  type TemplateIssue,
  type TemplateStepSummary,
  templateSteps,
} from '@console/api';
import { createContext, type ReactNode, use, useDeferredValue, useMemo } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { UnsavedChangesGuard } from '../../patterns/unsaved-changes-guard';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { DeferredCodeEditor } from './deferred-code-editor';
import type { TemplateCodeEditorProps } from './template-code-editor';
import { inputOf, sameInput } from './template-editor-parts';
import { TemplateIssues, TemplateOutline } from './template-issues';
import { useTemplateIssues } from './use-template-issues';

/*
 * What the template editor derives from its form, and the parts that show it. The screen itself watches no field:
 * a keystroke re-rendered the whole screen (settings, test run, docs, the lists) in the keystroke's own task, which
 * put a 300-line template's keystrokes over 50 ms. Now a keystroke renders the provider below and the editor's
 * field only; the JSON's parse and validation, and every part that shows them, follow in a deferred render.
 */

/** The JSON as last validated: while the person types it trails the editor, by a render React may interrupt. */
export type TemplateAnalysis = {
  json: string;
  steps: readonly TemplateStepSummary[] | null;
  issues: readonly TemplateIssue[];
};

/** What the save button, the test run and the guard go by; it changes far less often than the analysis. */
type TemplateStatus = {
  /** How many of the issues are errors, which block saving and test runs. */
  errorCount: number;
  /** Whether the form differs from the version saved. */
  dirty: boolean;
};

// The provider always gives a value; these defaults only type the contexts without a null to check for.
const AnalysisContext = createContext<TemplateAnalysis>({ json: '', steps: null, issues: [] });
const StatusContext = createContext<TemplateStatus>({ errorCount: 0, dirty: false });

export const useTemplateAnalysis = () => use(AnalysisContext);
export const useTemplateStatus = () => use(StatusContext);

/**
 * Watches the form for the parts below. Its children are elements the screen made, which React does not render
 * again when only this provider does: of them, only the parts that read the state follow a keystroke.
 */
export function TemplateEditorStateProvider({
  control,
  saved,
  children,
}: {
  control: Control<TemplateInput>;
  /** The version on the server the edit started from (or last saved): what dirtiness compares with. */
  saved: Template;
  children: ReactNode;
}) {
  // Every field has a default, so the values watched are whole; spread over the saved ones, they type as such.
  const values = { ...inputOf(saved), ...useWatch({ control }) };
  const dirty = !sameInput(values, inputOf(saved));
  const json = useDeferredValue(values.json);
  const issues = useTemplateIssues(json);
  const steps = useMemo(() => templateSteps(json), [json]);
  const analysis = useMemo(() => ({ json, steps, issues }), [json, steps, issues]);
  const errorCount = issues.filter((issue) => issue.severity === 'error').length;
  const status = useMemo(() => ({ errorCount, dirty }), [errorCount, dirty]);
  return (
    <StatusContext value={status}>
      <AnalysisContext value={analysis}>{children}</AnalysisContext>
    </StatusContext>
  );
}

/** "the error" or "the 3 errors", for the reasons a save or a test run cannot go ahead. */
export function errorsIn(count: number): string {
  return count === 1 ? 'the error' : `the ${count} errors`;
}

/** The form's JSON in the code editor: the editor owns its text and hands each edit to the form. */
export function TemplateJsonField({
  control,
  ...props
}: Omit<TemplateCodeEditorProps, 'value' | 'onChange'> & { control: Control<TemplateInput> }) {
  const { field } = useController({ control, name: 'json' });
  return <DeferredCodeEditor {...props} value={field.value} onChange={field.onChange} />;
}

export function UnsavedBadge() {
  return useTemplateStatus().dirty ? <Badge tone="warning">Unsaved changes</Badge> : null;
}

/** The header's save button, with why it cannot save when it cannot. */
export function SaveButton({
  form,
  reasonId,
  loading,
}: {
  form: string;
  reasonId: string;
  loading: boolean;
}) {
  const { dirty, errorCount } = useTemplateStatus();
  const reason =
    errorCount > 0
      ? `Fix ${errorsIn(errorCount)} in the JSON to save.`
      : dirty
        ? null
        : 'No changes to save.';
  return (
    <>
      {reason === null ? null : (
        <p id={reasonId} className="text-fg-muted text-sm">
          {reason}
        </p>
      )}
      <Button
        type="submit"
        form={form}
        loading={loading}
        disabled={reason !== null}
        aria-describedby={reason === null ? undefined : reasonId}
      >
        Save
      </Button>
    </>
  );
}

export function TemplateEditorGuard({ submitting, name }: { submitting: boolean; name: string }) {
  const { dirty } = useTemplateStatus();
  return (
    <UnsavedChangesGuard
      dirty={dirty && !submitting}
      description={`Your changes to “${name}” have not been saved.`}
    />
  );
}

/** The problems and the steps, under the JSON. */
export function TemplateLists({
  onJump,
  onJumpLine,
}: {
  onJump: (offset: number) => void;
  onJumpLine: (line: number) => void;
}) {
  const { issues, steps } = useTemplateAnalysis();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 @2xl:grid-cols-2">
      <TemplateIssues issues={issues} onJump={onJump} />
      <TemplateOutline steps={steps} onJump={onJumpLine} />
    </div>
  );
}
