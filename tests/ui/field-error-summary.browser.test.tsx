import { FieldErrorSummary, type FormFieldRef } from '@console/ui';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

type Values = Record<string, string>;

const field = (name: string): FormFieldRef<Values> => ({ name, id: `field-${name}` });
const error = (message: string) => ({ type: 'required', message });

/** A form's controls, with room between them when `gap` is given (a tall page). */
function Form({ names, invalid, gap = 0 }: { names: string[]; invalid: string[]; gap?: number }) {
  const errors = Object.fromEntries(invalid.map((name) => [name, error(`Enter the ${name}.`)]));
  return (
    <form>
      <FieldErrorSummary errors={errors} fields={names.map(field)} />
      {names.map((name) => (
        <div key={name} style={{ marginBottom: gap }}>
          <label htmlFor={`field-${name}`}>{name}</label>
          <input id={`field-${name}`} />
        </div>
      ))}
    </form>
  );
}

const SUMMARY = { name: 'Check the highlighted fields' } as const;

describe('FieldErrorSummary', () => {
  it('stays away from a short form whose fields are in view: their own messages say enough', async () => {
    const screen = await render(<Form names={['email', 'password']} invalid={['email', 'password']} />);
    expect(screen.getByRole('alert', SUMMARY).query()).toBeNull();
  });

  it('lists the errors when a submit left an invalid field out of view', async () => {
    const screen = await render(<Form names={['name', 'address']} invalid={['address']} gap={3000} />);
    await expect.element(screen.getByRole('alert', SUMMARY)).toBeVisible();
    expect(
      screen
        .getByRole('listitem')
        .all()
        .map((item) => item.element().textContent),
    ).toEqual(['Enter the address.']);
    // The first invalid field takes the caret, so the summary does not.
    expect(document.activeElement).not.toBe(screen.getByRole('alert', SUMMARY).element());
  });

  it('lists several errors of a long form', async () => {
    const names = ['name', 'address', 'city', 'country', 'vat', 'e-mail'];
    const screen = await render(<Form names={names} invalid={['name', 'vat']} />);
    await expect.element(screen.getByRole('alert', SUMMARY)).toBeVisible();
    expect(
      screen
        .getByRole('listitem')
        .all()
        .map((item) => item.element().textContent),
    ).toEqual(['Enter the name.', 'Enter the vat.']);
  });

  it('keeps one error of a long form beside its field only', async () => {
    const names = ['name', 'address', 'city', 'country', 'vat', 'e-mail'];
    const screen = await render(<Form names={names} invalid={['vat']} />);
    expect(screen.getByRole('alert', SUMMARY).query()).toBeNull();
  });
});

describe('FieldErrorSummary with nested field names', () => {
  it('finds the errors of dotted names (a credential form’s `fields.bucket`) where react-hook-form nests them', async () => {
    type Nested = { name: string; fields: Record<string, string> };
    const keys = ['bucket', 'bucket_region', 'key', 'secret', 'path'];
    const fields: FormFieldRef<Nested>[] = [
      { name: 'name', id: 'credential-name' },
      ...keys.map((key) => ({ name: `fields.${key}` as const, id: `credential-${key}` })),
    ];
    const errors = {
      fields: { bucket: error('Enter the bucket.'), secret: error('Enter the secret access key.') },
    };
    const screen = await render(
      <form>
        <FieldErrorSummary<Nested> errors={errors} fields={fields} />
        {fields.map((field) => (
          <input key={field.id} id={field.id} aria-label={field.name} />
        ))}
      </form>,
    );
    await expect.element(screen.getByRole('alert', SUMMARY)).toBeVisible();
    expect(
      screen
        .getByRole('listitem')
        .all()
        .map((item) => item.element().textContent),
    ).toEqual(['Enter the bucket.', 'Enter the secret access key.']);
  });
});
