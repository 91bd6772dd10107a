import {
  errorMessage,
  getTemplate,
  RequestError,
  type RobotRules,
  TEMPLATE_MESSAGES,
  type Template,
  type TemplateInput,
  TemplateInputSchema,
  useTemplate,
  useTemplateActions,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageFrame } from '../../layouts/page-frame';
import { cn } from '../../lib/cn';
import { usePageName } from '../../lib/page-title';
import { href } from '../../lib/paths';
import { CopyButton } from '../../patterns/copy-button';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { WorkspaceNotFound } from '../../patterns/workspace-not-found';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { Skeleton } from '../../primitives/skeleton';
import { useToast } from '../../primitives/toast';
import { DeferredRobotDocs } from './deferred-robot-docs';
import { TemplateBreadcrumbs } from './template-breadcrumbs';
import type { TemplateCodeEditorHandle } from './template-code-editor';
import { EDITOR_HEIGHT, EditorPageSkeleton, inputOf, Panel } from './template-editor-parts';
import {
  SaveButton,
  TemplateEditorGuard,
  TemplateEditorStateProvider,
  TemplateJsonField,
  TemplateLists,
  UnsavedBadge,
} from './template-editor-state';
import { TemplateJsonViews, useTemplateView } from './template-json-views';
import { TemplateSettings } from './template-settings';
import { TemplateSnippets } from './template-snippets';
import { TemplateTestRun } from './template-test-run';

export type TemplateEditorScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/templates/{id}). */
  workspace: string;
  /** The template's id, from the route. */
  id: string;
};

/**
 * One template: its JSON in a validating editor, its settings, a test run of what is in the editor, and how to
 * use it. Saving names the version it started from, so a save over someone else's is refused with a choice.
 */
export function TemplateEditorScreen({ workspace: slug, id }: TemplateEditorScreenProps) {
  const template = useTemplate(slug, id);
  const { data, error } = template;

  if (data === undefined && error instanceof RequestError && error.status === 404) {
    return <WorkspaceNotFound listHref={href.templates(slug)} listLabel="Go to templates" />;
  }

  if (data === undefined) {
    return (
      <PageFrame kind="detail" data-slot="template-editor-screen">
        <PageHeader
          breadcrumbs={<TemplateBreadcrumbs slug={slug} current={id} />}
          title={
            error === undefined ? (
              <>
                <span className="sr-only">Loading the template</span>
                <Skeleton className="h-8 w-64" />
              </>
            ) : (
              'Template'
            )
          }
        />
        {error === undefined ? (
          <EditorPageSkeleton />
        ) : (
          <LoadErrorBanner title="This template could not be loaded" error={error} swr={template} />
        )}
      </PageFrame>
    );
  }

  // Straight from the server rather than through the cache: a failed revalidation would hand back the cached copy,
  // which must never pass for the version saved elsewhere. What arrives becomes the cached copy.
  const fetchLatest = async () => {
    const reply = await getTemplate(slug, id);
    await template.mutate(reply, { revalidate: false });
    return reply.template;
  };

  return (
    <TemplateEditor key={data.template.id} slug={slug} template={data.template} fetchLatest={fetchLatest} />
  );
}

type TemplateEditorProps = {
  slug: string;
  template: Template;
  /** Fetches the template as the server has it now; rejects when that fails. */
  fetchLatest: () => Promise<Template>;
};

function TemplateEditor({ slug, template, fetchLatest }: TemplateEditorProps) {
  const formId = useId();
  const editorHintId = useId();
  const saveReasonId = useId();
  const { toast } = useToast();
  const { update } = useTemplateActions(slug);
  const editorRef = useRef<TemplateCodeEditorHandle>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  // The version on the server this editor started from (or last saved): what dirtiness and conflicts compare with.
  const [saved, setSaved] = useState(template);
  usePageName(saved.name);
  const [serverError, setServerError] = useState<unknown>(null);
  const [conflict, setConflict] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [resolving, setResolving] = useState(false);
  const loadedTheirs = useRef(false);

  const form = useForm<TemplateInput>({
    resolver: zodResolver(TemplateInputSchema),
    defaultValues: inputOf(template),
  });
  // No field is watched here: what follows the form's values is in template-editor-state.tsx, so that a keystroke
  // renders those parts only and not the whole screen.
  const { control, handleSubmit, formState, getValues, setError } = form;
  const [robotAtCursor, setRobotAtCursor] = useState<string | null>(null);
  const view = useTemplateView();

  const save = async (input: TemplateInput, baseModified: string) => {
    setServerError(null);
    try {
      const reply = await update(saved.id, { ...input, base_modified: baseModified });
      setSaved(reply.template);
      if (conflict) {
        setConflict(false);
        // The banner's buttons leave with it; the editor is where the work goes on.
        editorRef.current?.focus();
      }
      toast({
        variant: 'success',
        title: 'Template saved',
        description: `“${reply.template.name}” is up to date.`,
      });
    } catch (error) {
      const refused = error instanceof RequestError && error.status === 409;
      setConflict(refused);
      if (refused) return;
      // The name is the one thing the server judges that the form cannot; its refusal goes beside the field.
      if (
        error instanceof RequestError &&
        (error.serverMessage === TEMPLATE_MESSAGES.nameTaken(input.name) ||
          error.serverMessage === TEMPLATE_MESSAGES.nameMissing)
      ) {
        setError('name', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
      } else {
        setServerError(error);
      }
    }
  };
  const submit = handleSubmit((input) => save(input, saved.modified));
  // Stable, so the memoised panels beside the JSON keep their render while a person types.
  const jumpTo = useCallback((offset: number) => editorRef.current?.focusAt(offset), []);
  const focusLine = useCallback((line: number) => editorRef.current?.focusLine(line), []);
  const insertExample = useCallback((rules: RobotRules) => editorRef.current?.insertExample(rules), []);
  const currentJson = useCallback(() => getValues('json'), [getValues]);

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  /** "Keep mine and save": the same edits, saved over the version the server has now. */
  const keepMine = async () => {
    setResolving(true);
    try {
      const latest = await fetchLatest();
      await handleSubmit((input) => save(input, latest.modified))();
    } catch (error) {
      setServerError(error);
    } finally {
      setResolving(false);
    }
  };

  /**
   * "Load their version", once confirmed: the editor shows what the server has and the local edits are gone. A
   * failure, or an answer that is still the version this edit started from, rejects: the dialog says why and the
   * edits stay.
   */
  const loadTheirs = async () => {
    let latest: Template;
    try {
      latest = await fetchLatest();
    } catch (error) {
      throw new Error(
        `Their version could not be loaded, so your changes are still here. ${errorMessage(error)}`,
      );
    }
    if (latest.modified === saved.modified) {
      throw new Error(
        'The server still answers with the version you started from, so there is nothing newer to load yet. Your changes are still here; try again in a moment.',
      );
    }
    setSaved(latest);
    form.reset(inputOf(latest));
    setConflict(false);
    loadedTheirs.current = true;
    setServerError(null);
    toast({
      variant: 'info',
      title: 'Their version is loaded',
      description: 'Your unsaved changes were discarded.',
    });
  };

  return (
    <TemplateEditorStateProvider control={control} saved={saved}>
      <PageFrame kind="detail" data-slot="template-editor-screen">
        <PageHeader
          breadcrumbs={<TemplateBreadcrumbs slug={slug} current={saved.name} />}
          title={saved.name}
          status={<UnsavedBadge />}
          description={
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              Template ID
              <code className="break-all rounded-sm bg-surface-sunken px-1 py-0.5 font-mono text-fg text-xs">
                {saved.id}
              </code>
              <CopyButton iconOnly value={saved.id} label="Copy template id" />
            </span>
          }
          actions={
            <SaveButton form={formId} reasonId={saveReasonId} loading={formState.isSubmitting || resolving} />
          }
        />
        <form id={formId} noValidate onSubmit={submit} className="grid gap-6">
          {conflict ? (
            <Banner
              ref={conflictRef}
              tabIndex={-1}
              tone="danger"
              title={TEMPLATE_MESSAGES.conflict}
              className="focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
              action={
                <>
                  <Button variant="secondary" size="sm" onClick={() => setConfirmingDiscard(true)}>
                    Load their version
                  </Button>
                  <Button size="sm" loading={resolving} onClick={() => void keepMine()}>
                    Keep mine and save
                  </Button>
                </>
              }
            >
              Your changes are still here. Load the version saved elsewhere, or save yours over it.
            </Banner>
          ) : null}
          <ServerErrorBanner error={serverError} />
          {/* Side by side, the JSON and its graph need the page's width; the panels then follow below them. */}
          <div
            className={cn(
              'grid items-start gap-6',
              view.view === 'split'
                ? '@5xl:[&>*:last-child]:grid-cols-2'
                : '@5xl:grid-cols-[minmax(0,1fr)_24rem]',
            )}
          >
            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
              <TemplateJsonViews
                view={view}
                focusLine={focusLine}
                paneClassName={EDITOR_HEIGHT}
                editor={
                  <>
                    <TemplateJsonField
                      control={control}
                      ref={editorRef}
                      className={EDITOR_HEIGHT}
                      label="Template JSON"
                      describedBy={editorHintId}
                      onRobotAtCursor={setRobotAtCursor}
                    />
                    <p id={editorHintId} className="text-fg-muted text-xs">
                      Tab moves on to the next control. Indent with Ctrl+] and outdent with Ctrl+[ (⌘ on a
                      Mac). Ctrl+Space suggests robots, parameters and values; Alt+H explains the word at the
                      cursor.
                    </p>
                  </>
                }
              />
              <TemplateLists onJump={jumpTo} onJumpLine={focusLine} />
            </div>
            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
              <Panel title="Settings">
                <TemplateSettings form={form} />
              </Panel>
              <Panel
                title="Test run"
                description="Runs what is in the editor now on sample files, without saving it."
              >
                <TemplateTestRun slug={slug} templateId={saved.id} json={currentJson} />
              </Panel>
              <Panel title="Use this template" description="Name its id in an upload or an API request.">
                <TemplateSnippets control={control} templateId={saved.id} />
              </Panel>
              <Panel title="Robot docs" description="The robot of the step the cursor is in, or any other.">
                <DeferredRobotDocs robot={robotAtCursor} onInsertExample={insertExample} />
              </Panel>
            </div>
          </div>
        </form>
        <ConfirmDialog
          open={confirmingDiscard}
          onOpenChange={(open) => {
            setConfirmingDiscard(open);
            // Once their version is in, the button that opened the dialog is gone with the banner.
            if (!open && loadedTheirs.current) {
              loadedTheirs.current = false;
              window.setTimeout(() => editorRef.current?.focus(), 0);
            }
          }}
          title="Discard your changes?"
          description={`The editor will show “${saved.name}” as it was saved elsewhere. Your unsaved changes will be lost.`}
          confirmLabel="Discard and load theirs"
          onConfirm={loadTheirs}
        />
        <TemplateEditorGuard submitting={formState.isSubmitting} name={saved.name} />
      </PageFrame>
    </TemplateEditorStateProvider>
  );
}
