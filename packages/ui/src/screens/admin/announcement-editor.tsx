import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementInput,
  AnnouncementInputSchema,
  useAnnouncementActions,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Markdown } from '../../lib/markdown';
import { useFieldForm } from '../../patterns/use-field-form';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Textarea } from '../../primitives/textarea';
import { useToast } from '../../primitives/toast';
import { EditorForm } from './admin-editor-form';

const ANNOUNCEMENT_FIELDS = ['title', 'body'] as const;

export type AnnouncementEditorProps = {
  /** The announcement to change; null writes a new draft. */
  announcement: Announcement | null;
  /** Called once it is saved, to close the dialog. */
  onSaved: () => void;
};

/**
 * Title and Markdown text of an announcement, with a preview beside the text that follows every keystroke and
 * renders exactly as customers will see it. A new one is saved as a draft; saving a published one changes what
 * customers see at once.
 */
export function AnnouncementEditor({ announcement, onSaved }: AnnouncementEditorProps) {
  const id = useId();
  const { create, update } = useAnnouncementActions();
  const { toast } = useToast();
  const editor = useFieldForm<AnnouncementInput>({
    resolver: zodResolver(AnnouncementInputSchema),
    defaultValues: { title: announcement?.title ?? '', body: announcement?.body ?? '' },
    names: ANNOUNCEMENT_FIELDS,
  });
  const { register, control, setFocus, formState } = editor.form;
  // The form arrives after the dialog opened (and focused its close button): the caret belongs in the title.
  useEffect(() => setFocus('title'), [setFocus]);
  const title = useWatch({ control, name: 'title' });
  // The preview may lag a keystroke behind on a long text rather than slow the typing down.
  const body = useDeferredValue(useWatch({ control, name: 'body' }));

  const submit = editor.submitWith(async (values) => {
    const reply = announcement ? await update(announcement.id, values) : await create(values);
    toast({ variant: 'success', title: reply.meta.message ?? 'Announcement saved.' });
    onSaved();
  });

  return (
    <EditorForm
      label="Announcement"
      editor={editor}
      onSubmit={submit}
      submitLabel={announcement ? 'Save changes' : 'Save draft'}
    >
      <Field
        id={editor.fieldId('title')}
        label="Title"
        required
        hint={`Up to ${ANNOUNCEMENT_TITLE_MAX} characters.`}
        error={formState.errors.title?.message}
      >
        <Input autoComplete="off" {...register('title')} />
      </Field>
      <div className="grid min-w-0 gap-5 md:grid-cols-2">
        <Field
          id={editor.fieldId('body')}
          label="Text"
          required
          hint={`Markdown, up to ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en-US')} characters.`}
          error={formState.errors.body?.message}
        >
          <Textarea rows={10} className="font-mono text-sm" {...register('body')} />
        </Field>
        <section aria-labelledby={`${id}-preview`} className="grid min-w-0 content-start gap-1.5">
          <h3 id={`${id}-preview`} className="font-medium text-fg text-sm">
            Preview
          </h3>
          <div
            data-slot="announcement-preview"
            className="min-h-32 overflow-y-auto rounded-md border border-border bg-surface p-3 md:max-h-72"
          >
            <p className="font-semibold">{title.trim() === '' ? 'Untitled' : title}</p>
            {body.trim() === '' ? (
              <p className="mt-3 text-fg-muted text-sm">The text shows here as you type it.</p>
            ) : (
              <Markdown source={body} className="mt-3" />
            )}
          </div>
        </section>
      </div>
    </EditorForm>
  );
}
