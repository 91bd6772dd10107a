import {
  isOnboardingFileType,
  ONBOARDING_FILE_TYPE_INFO,
  ONBOARDING_FILE_TYPES,
  type OnboardingFileType,
} from '@console/api';
import { ArrowRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '../../lib/paths';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { RadioGroup } from '../../primitives/radio-group';
import { OnboardingFrame } from './onboarding-frame';

export type OnboardingFileTypeScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/onboarding/file-type). */
  workspace: string;
};

export const ONBOARDING_TEXTS = {
  typeMissing: 'Choose what you want to process.',
} as const;

/** Step one of the first run: what kind of files the workspace processes. `?type=` keeps a choice made before. */
export function OnboardingFileTypeScreen({ workspace: slug }: OnboardingFileTypeScreenProps) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const given = params.get('type');
  const [type, setType] = useState<OnboardingFileType | null>(isOnboardingFileType(given) ? given : null);
  const [error, setError] = useState<string | null>(null);
  const group = useRef<HTMLDivElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (type === null) {
      setError(ONBOARDING_TEXTS.typeMissing);
      group.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    navigate(href.onboardingSettingUp(slug, { type }));
  };

  return (
    <OnboardingFrame slug={slug} step="file-type" query={type === null ? {} : { type }}>
      <form noValidate onSubmit={submit} className="grid gap-6">
        <Field id={`${id}-type`} label="What do you want to process?" error={error ?? undefined}>
          <RadioGroup
            ref={group}
            variant="cards"
            className="sm:grid-cols-2"
            value={type ?? ''}
            onValueChange={(value) => {
              if (!isOnboardingFileType(value)) return;
              setType(value);
              setError(null);
            }}
            items={ONBOARDING_FILE_TYPES.map((value) => ({
              value,
              label: ONBOARDING_FILE_TYPE_INFO[value].title,
              description: ONBOARDING_FILE_TYPE_INFO[value].description,
            }))}
          />
        </Field>
        <div>
          <Button type="submit">
            Continue
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </form>
    </OnboardingFrame>
  );
}
