/*
 * The shape of the robot rules scripts/generate-robot-rules.ts writes from the official SDK's zod schemas: a
 * compact, JSON-serialisable form of what the service checks, so the browser loads plain data rather than zod and
 * the SDK. Only the format is written here; every rule in it is generated.
 */

/**
 * What a value must be. `description` is the SDK's own wording for the parameter, plain text. `coerced`: the
 * service rewrites a string before checking it (`"200"` for a width), so strings are judged leniently.
 */
export type RuleNode = { description?: string; coerced?: true } & (
  | { type: 'any' }
  | { type: 'null' }
  | { type: 'boolean' }
  | {
      type: 'string';
      minLength?: number;
      maxLength?: number;
      pattern?: string;
      flags?: string;
      url?: true;
      /** The schema's own message for a failed pattern, length or URL check. */
      message?: string;
    }
  | {
      type: 'number';
      integer?: true;
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      exclusiveMaximum?: number;
      message?: string;
    }
  | { type: 'literal'; value: string | number | boolean | null }
  | { type: 'enum'; values: (string | number)[] }
  | { type: 'array'; items: RuleNode; minItems?: number; maxItems?: number }
  | { type: 'tuple'; items: RuleNode[]; rest?: RuleNode }
  | {
      type: 'object';
      properties: Record<string, RuleProperty>;
      /** `strict`: other keys are refused; `strip` and `passthrough`: the service ignores or keeps them. */
      unknownKeys: 'strict' | 'strip' | 'passthrough';
    }
  | { type: 'record'; values: RuleNode }
  | { type: 'union'; options: RuleNode[] }
);

export interface RuleProperty {
  rule: RuleNode;
  required?: true;
  /** The value the service uses when the parameter is left out. */
  default?: unknown;
}

/** One robot as the completion and the docs list it, from the SDK's robot metadata. */
export interface RobotSummary {
  /** The robot's path, `/image/resize`. */
  name: string;
  title: string;
  /** One sentence: what the robot does ("resizes, crops, … images"). */
  purpose: string;
  /** The service's grouping (`image-manipulation`, `file-importing`…), for icons and grouping. */
  category: string;
}

/** Everything the editor knows of one robot; one generated module per robot, loaded when a template names it. */
export interface RobotRules extends RobotSummary {
  /** The step's parameters but `robot`; the value of `use` is checked by validateTemplate itself. */
  parameters: Extract<RuleNode, { type: 'object' }>;
  /** The SDK's example template for the robot: `{ steps: { … } }`. */
  example: { steps: Record<string, Record<string, unknown>> };
  /** What the example does, one sentence. */
  exampleDescription: string;
}
