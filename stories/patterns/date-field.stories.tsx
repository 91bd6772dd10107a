import { Button, DateField, DateLocaleProvider } from '@console/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

type DemoProps = {
  /** The person's locale, which decides the order the day is typed in. */
  locale: string;
  /** The day the field starts with, YYYY-MM-DD or empty. */
  initial: string;
};

/**
 * A labelled date field in a form, in one person's locale, with the ISO day it hands on and the day the form last
 * saved; today is 15 January 2026 (UTC).
 */
function DateFieldDemo({ locale, initial }: DemoProps) {
  const [day, setDay] = useState<string | null>(initial);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <DateLocaleProvider locale={locale}>
      <form
        noValidate
        className="grid w-72 gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(day);
        }}
      >
        <label htmlFor="demo-day" className="font-medium text-fg text-sm">
          Last day
        </label>
        <DateField
          id="demo-day"
          value={day ?? ''}
          onValueChange={setDay}
          calendarLabel="Choose the last day"
        />
        <p role="status" className="text-fg-muted text-sm">
          Value: {day === null ? 'not a date' : day === '' ? 'none' : day}
          {saved === null ? null : `; saved ${saved || 'none'}`}
        </p>
        <Button type="submit" variant="secondary" className="justify-self-start">
          Save
        </Button>
      </form>
    </DateLocaleProvider>
  );
}

const meta = preview.meta({
  title: 'Patterns/DateField',
  component: DateFieldDemo,
  args: { locale: 'en-GB', initial: '' },
});

type Canvas = ReturnType<typeof within>;

const status = (canvas: Canvas) => canvas.getByRole('status');

/** In en-GB the day is written day first; typing one hands on its ISO day. */
export const TypedInTheirFormat = meta.story({
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Last day');
    await expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.type(field, '14/01/2026');
    await expect(status(canvas)).toHaveTextContent('Value: 2026-01-14');
  },
});

/** A play: the field asks for `pattern` and shows 14 January 2026 as `text`. */
const writtenAs =
  (pattern: string, text: string) =>
  async ({ canvas }: { canvas: Canvas }) => {
    const field = canvas.getByLabelText('Last day');
    await expect(field).toHaveAttribute('placeholder', pattern);
    await expect(field).toHaveValue(text);
  };

/** In en-US the month comes first: the same ISO day reads 01/14/2026. */
export const MonthFirst = meta.story({
  args: { locale: 'en-US', initial: '2026-01-14' },
  play: writtenAs('mm/dd/yyyy', '01/14/2026'),
});

/** Swedish writes the ISO order itself, with its dashes. */
export const YearFirst = meta.story({
  args: { locale: 'sv', initial: '2026-01-14' },
  play: writtenAs('yyyy-mm-dd', '2026-01-14'),
});

/**
 * A day that does not exist is explained under the field once the person leaves it; nothing is handed on and the
 * form is not sent.
 */
export const InvalidDate = meta.story({
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Last day');
    await userEvent.type(field, '31/02/2026');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a date as dd/mm/yyyy')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a date as dd/mm/yyyy');
    await expect(status(canvas)).toHaveTextContent('Value: not a date');
    // Its form is not sent: the date would otherwise be saved as no date at all.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveFocus();
    await expect(status(canvas)).not.toHaveTextContent('saved');
  },
});

/**
 * The calendar by keyboard: it opens on the field's day, arrows move a day or a week, Page Down a month, Home and
 * End to the week's ends (Monday and Sunday in en-GB), Enter picks; Escape closes it and gives focus back.
 */
export const PickedByKeyboard = meta.story({
  args: { initial: '2026-01-14' },
  play: async ({ canvas }) => {
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: 'Choose the last day' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await body.findByRole('dialog', { name: 'Choose the last day' });
    await waitFor(() => expect(within(calendar).getByRole('button', { pressed: true })).toHaveFocus());
    await expect(within(calendar).getByRole('heading', { name: 'January 2026' })).toBeVisible();

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(body.getByRole('button', { name: /^Thursday,? 22 January 2026$/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(body.getByRole('heading', { name: 'February 2026' })).toBeVisible();
    await expect(body.getByRole('button', { name: /^Sunday,? 22 February 2026$/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(body.getByRole('button', { name: /^Monday,? 16 February 2026$/ })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('Last day')).toHaveValue('22/02/2026');
    await expect(status(canvas)).toHaveTextContent('Value: 2026-02-22');

    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Choose the last day' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(status(canvas)).toHaveTextContent('Value: 2026-02-22');
  },
});

/** The open calendar: the chosen day filled, today (the 15th) underlined, the days of the months around muted. */
export const CalendarOpen = meta.story({
  args: { initial: '2026-01-20' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose the last day' }));
    const calendar = await within(document.body).findByRole('dialog', { name: 'Choose the last day' });
    await waitFor(() => expect(within(calendar).getByRole('button', { pressed: true })).toHaveFocus());
  },
});
