import {
  type AdminCoupon,
  type AdminCouponInput,
  COUPON_CODE_MAX,
  couponProblems,
  dayInTimeZone,
  startOfDayInTimeZone,
  useCouponActions,
} from '@console/api';
import { Shuffle } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useNow } from '../../lib/clock';
import { useTimeZone } from '../../lib/time';
import { FormDateField } from '../../patterns/date-field/form-date-field';
import { FormRadioField } from '../../patterns/form-radio-field';
import { useFieldForm } from '../../patterns/use-field-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { EditorForm } from './admin-editor-form';

/** The form as typed: every number stays text until it is checked, so nothing typed is lost to a parse. */
type CouponValues = {
  code: string;
  reward: 'percent' | 'absolute';
  percent: string;
  months: string;
  amount: string;
  beneficiary: string;
  /** YYYY-MM-DD in the person's zone, empty for no end: the coupon stops working as that day starts there. */
  validUntil: string;
  maxRedeemers: string;
};

/** The form field each input field's problems are shown beside. */
const FIELD_OF: Record<keyof AdminCouponInput, keyof CouponValues> = {
  code: 'code',
  percent_reward: 'percent',
  percent_reward_month_count: 'months',
  absolute_reward: 'amount',
  beneficiary_slug: 'beneficiary',
  valid_until: 'validUntil',
  max_redeemer_count: 'maxRedeemers',
};

const isField = (field: string): field is keyof AdminCouponInput => field in FIELD_OF;

/** The fields in the order they appear, which the problem summary and a failed submit's caret follow. */
const COUPON_FIELDS = [
  'code',
  'reward',
  'percent',
  'months',
  'amount',
  'beneficiary',
  'validUntil',
  'maxRedeemers',
] as const satisfies readonly (keyof CouponValues)[];

/** Text to a number, an empty field to NaN (so the check says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
const optionalNumber = (text: string) => (text.trim() === '' ? null : numberOf(text));

/**
 * The instant the coupon stops working: the start of the chosen day in `zone`, so "a day after today" is a future
 * instant. The day the saved coupon already ends on keeps its exact instant, so saving an unchanged form never
 * moves the end.
 */
function validUntilOf(day: string, zone: string, kept: string | null): string | null {
  if (day === '') return null;
  if (kept !== null && dayInTimeZone(Date.parse(kept), zone) === day) return kept;
  return new Date(startOfDayInTimeZone(day, zone)).toISOString();
}

function inputOf(values: CouponValues, zone: string, kept: string | null): AdminCouponInput {
  const percent = values.reward === 'percent';
  return {
    code: values.code.trim().toUpperCase(),
    percent_reward: percent ? numberOf(values.percent) : null,
    percent_reward_month_count: percent ? numberOf(values.months) : null,
    absolute_reward: percent ? null : numberOf(values.amount),
    beneficiary_slug: values.beneficiary.trim() === '' ? null : values.beneficiary.trim(),
    valid_until: validUntilOf(values.validUntil, zone, kept),
    max_redeemer_count: optionalNumber(values.maxRedeemers),
  };
}

function valuesOf(coupon: AdminCoupon | null, zone: string): CouponValues {
  return {
    code: coupon?.code ?? '',
    reward: coupon?.absolute_reward != null ? 'absolute' : 'percent',
    percent: coupon?.percent_reward == null ? '' : String(coupon.percent_reward),
    months: coupon?.percent_reward_month_count == null ? '3' : String(coupon.percent_reward_month_count),
    amount: coupon?.absolute_reward == null ? '' : String(coupon.absolute_reward),
    beneficiary: coupon?.beneficiary?.slug ?? '',
    validUntil: coupon?.valid_until ? dayInTimeZone(Date.parse(coupon.valid_until), zone) : '',
    maxRedeemers: coupon?.max_redeemer_count == null ? '' : String(coupon.max_redeemer_count),
  };
}

// No 0/O or 1/I, which people misread when they type a code off a flyer.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code such as "K7QX-M3TB", from the browser's cryptographic random source. */
export function randomCouponCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export type CouponEditorProps = {
  /** The coupon to change; null creates one. */
  coupon: AdminCoupon | null;
  /** Called once it is saved, to close the dialog. */
  onSaved: () => void;
};

/** Creates or edits a coupon, checked as the service checks it (couponProblems) before anything is sent. */
export function CouponEditor({ coupon, onSaved }: CouponEditorProps) {
  const now = useNow();
  const zone = useTimeZone();
  const kept = coupon?.valid_until ?? null;
  const { create, update } = useCouponActions();
  const editor = useFieldForm<CouponValues>({
    resolver: async (values) => {
      const problems = couponProblems(
        inputOf(values, zone, kept),
        now.getTime(),
        coupon?.redeemer_count ?? 0,
      );
      if (problems.length === 0) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const { field, message } of problems) {
        errors[FIELD_OF[field]] ??= { type: 'validate', message };
      }
      return { values: {}, errors };
    },
    defaultValues: valuesOf(coupon, zone),
    names: COUPON_FIELDS,
    fieldOf: ({ meta }) => (meta?.field && isField(meta.field) ? FIELD_OF[meta.field] : undefined),
  });
  const { register, control, setFocus, setValue, formState } = editor.form;
  useEffect(() => setFocus('code'), [setFocus]);
  const reward = useWatch({ control, name: 'reward' });

  const submit = editor.submitWith(async (values) => {
    const input = inputOf(values, zone, kept);
    const reply = await (coupon ? update(coupon.id, input) : create(input));
    onSaved();
    // The toast gives the server's words.
    return reply;
  }, 'Coupon saved.');

  const errors = formState.errors;
  /** What ties a field to its input and its problem: the id the summary links to, and the message beside it. */
  const about = (name: keyof CouponValues) => ({ id: editor.fieldId(name), error: errors[name]?.message });
  return (
    <EditorForm
      label="Coupon"
      editor={editor}
      onSubmit={submit}
      submitLabel={coupon ? 'Save changes' : 'Create coupon'}
    >
      <div className="flex flex-wrap items-start gap-2">
        <Field
          label="Code"
          required
          hint={`Capital letters, digits and dashes; up to ${COUPON_CODE_MAX} characters.`}
          {...about('code')}
          className="min-w-56 flex-1"
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            {...register('code')}
          />
        </Field>
        <Button
          type="button"
          variant="secondary"
          className="mt-7"
          onClick={() => setValue('code', randomCouponCode(), { shouldDirty: true, shouldValidate: true })}
        >
          <Shuffle aria-hidden />
          Generate
        </Button>
      </div>
      <FormRadioField
        control={control}
        name="reward"
        id={editor.fieldId('reward')}
        label="Reward"
        items={[
          { value: 'percent', label: 'Percent off monthly invoices' },
          { value: 'absolute', label: 'A credit, once' },
        ]}
      />
      {reward === 'percent' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Percent off" required hint="1 to 100." {...about('percent')}>
            <Input inputMode="numeric" {...register('percent')} />
          </Field>
          <Field
            label="For how many months"
            required
            hint="Monthly invoices the discount applies to."
            {...about('months')}
          >
            <Input inputMode="numeric" {...register('months')} />
          </Field>
        </div>
      ) : (
        <Field
          label="Credit"
          required
          hint="In the currency of the redeeming workspace's plan."
          {...about('amount')}
        >
          <Input inputMode="decimal" {...register('amount')} />
        </Field>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={editor.fieldId('validUntil')}
          label="Valid until"
          hint={`It stops working as that day starts (${zone}). Empty: it does not expire.`}
          error={errors.validUntil?.message}
        >
          <FormDateField control={control} name="validUntil" />
        </Field>
        <Field label="Most redemptions" hint="Empty: no limit." {...about('maxRedeemers')}>
          <Input inputMode="numeric" {...register('maxRedeemers')} />
        </Field>
      </div>
      <Field
        label="Beneficiary workspace"
        hint="A partner's workspace slug, rewarded for each redemption. Optional."
        {...about('beneficiary')}
      >
        <Input autoComplete="off" spellCheck={false} {...register('beneficiary')} />
      </Field>
    </EditorForm>
  );
}
