import { acceptsMime, KNOWN_ROBOTS, type KnownRobot } from '@console/api';
import type { AssemblyStatusErrCode } from '@transloadit/types';
import type { RunFailure, RunWarning } from '../assembly-store';
import { resultSteps } from '../factories/assembly-status-json';

// How a run of template JSON goes, read from its steps: what each robot makes, which parameters it refuses, which
// stacks are deprecated and which credentials are placeholders. Test runs, replays and uploads all plan with it.

/** Parameters the service checks as a step runs: a value outside its range fails the step with the robot's code. */
const PARAMETER_RANGES: readonly {
  robot: KnownRobot;
  error: AssemblyStatusErrCode;
  parameters: readonly { name: string; min: number; max: number }[];
}[] = [
  {
    robot: '/image/resize',
    error: 'IMAGE_RESIZE_VALIDATION',
    parameters: [
      { name: 'width', min: 1, max: 5000 },
      { name: 'height', min: 1, max: 5000 },
    ],
  },
  {
    robot: '/video/thumbs',
    error: 'VIDEO_THUMBS_VALIDATION',
    parameters: [{ name: 'count', min: 1, max: 999 }],
  },
];

/** The stack versions the service runs; an older one still runs, with a warning that it is going away. */
const CURRENT_STACKS = { ffmpeg_stack: 6, imagemagick_stack: 3 } as const;

/** A placeholder a starter leaves for the user's own Template Credentials, such as "YOUR_S3_CREDENTIALS". */
const PLACEHOLDER_CREDENTIALS = /^YOUR_[A-Z0-9_]*$/;

const KNOWN = new Set<string>(KNOWN_ROBOTS);

/** How a run of a template's JSON goes: how it ends, if not completed, and what it warns about. */
export interface RunPlan {
  failure: RunFailure | null;
  warnings: RunWarning[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON's steps by name, each with its parameters; empty where the JSON has none to read. */
function stepParameters(json: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json ?? '');
    return isRecord(parsed) && isRecord(parsed.steps) ? parsed.steps : {};
  } catch {
    return {};
  }
}

function paramsOf(steps: Record<string, unknown>, name: string): Record<string, unknown> {
  const step = steps[name];
  return isRecord(step) ? step : {};
}

/**
 * How the service would run this JSON, step by step (README: "How a run goes"). A robot it does not have makes it
 * refuse the assembly as it is created; a parameter out of range, or Template Credentials the workspace does not
 * have, fail the run at that step, as does a file filter that declines the uploaded file (`mime`, when the run is
 * on a file of someone's own rather than a sample of the kind the robots take); a deprecated stack version runs,
 * with a warning.
 */
export function planRun(json: string | null, mime: string | null = null): RunPlan {
  const steps = resultSteps(json);
  const parameters = stepParameters(json);
  const unknown = steps.find((step) => step.robot !== null && !KNOWN.has(step.robot));
  if (unknown) {
    return {
      failure: {
        error: 'ASSEMBLY_STEP_UNKNOWN_ROBOT',
        reason: `Step "${unknown.name}" uses the robot "${unknown.robot}", which does not exist.`,
        share: null,
      },
      warnings: [],
    };
  }
  const warnings = steps.flatMap((step) => deprecatedStacks(step.name, paramsOf(parameters, step.name)));
  const failing = steps
    .map((step, index) => ({
      failure: stepFailure(step, paramsOf(parameters, step.name), mime),
      place: index + 1,
    }))
    .find((entry) => entry.failure !== null);
  const failure = failing?.failure ? { ...failing.failure, share: failing.place / steps.length } : null;
  return { failure, warnings };
}

/** Why the service would fail this step as it runs, if it would. */
function stepFailure(
  step: { name: string; robot: string | null },
  params: Record<string, unknown>,
  mime: string | null,
): Omit<RunFailure, 'share'> | null {
  if (step.robot === '/file/filter' && mime !== null && params.error_on_decline === true) {
    // The filter passes the file on only when its rules accept it (the same reading as the first run's own check).
    if (!acceptsMime(JSON.stringify({ steps: { [step.name]: params } }), mime)) {
      return {
        error: 'FILE_FILTER_DECLINED_FILE',
        reason: `Step "${step.name}" declined the file: its type, ${mime}, is not one this template accepts.`,
      };
    }
  }
  const credentials = params.credentials;
  if (typeof credentials === 'string' && PLACEHOLDER_CREDENTIALS.test(credentials)) {
    return {
      error: 'TEMPLATE_CREDENTIALS_INJECTION_ERROR',
      reason: `Step "${step.name}" names the Template Credentials "${credentials}", which this workspace does not have. Save your credentials under that name, or name credentials you have saved.`,
    };
  }
  const ranges = PARAMETER_RANGES.find((entry) => entry.robot === step.robot);
  if (!ranges) return null;
  for (const { name, min, max } of ranges.parameters) {
    const value = params[name];
    if (
      value === undefined ||
      (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
    )
      continue;
    return {
      error: ranges.error,
      reason: `The ${name} parameter of step "${step.name}" must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}.`,
    };
  }
  return null;
}

/** A warning for each stack version the step asks for that the service is retiring. */
function deprecatedStacks(step: string, params: Record<string, unknown>): RunWarning[] {
  return Object.entries(CURRENT_STACKS).flatMap(([stack, current]) => {
    const version = params[stack];
    const major = typeof version === 'string' ? /^v(\d+)\./.exec(version)?.[1] : undefined;
    if (major === undefined || Number(major) >= current) return [];
    return [
      {
        level: 'warning' as const,
        message: `Step "${step}" runs on ${stack} ${version}, which is deprecated; move it to v${current}.0.0 before it is removed.`,
      },
    ];
  });
}
