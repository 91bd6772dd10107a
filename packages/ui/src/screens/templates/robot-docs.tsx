import {
  expectedValue,
  firstSentence,
  isKnownRobot,
  loadRobotRules,
  loadRobotSummaries,
  type RobotRules,
} from '@console/api';
import { memo, useEffect, useId, useState } from 'react';
import { CodeBlock } from '../../patterns/code-block';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Select } from '../../primitives/select';
import { Skeleton } from '../../primitives/skeleton';

/*
 * A robot's docs beside the editor: its purpose, its parameters and the SDK's example, with a button that adds the
 * example step to the template. It follows the robot of the step the cursor is in; any other can be picked. Loaded
 * lazily with the editor, as it carries the robots' index.
 */

const FIRST_ROBOT = '/image/resize';

export type RobotDocsProps = {
  /** The robot of the step the editor's cursor is in; the docs switch to it when it changes. */
  robot: string | null;
  /** Adds the robot's example step to the template. */
  onInsertExample: (rules: RobotRules) => void;
};

function Parameters({ rules }: { rules: RobotRules }) {
  const id = useId();
  const entries = Object.entries(rules.parameters.properties);
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h4 id={id} className="font-medium text-fg text-sm">
        Parameters <span className="font-normal text-fg-muted">({entries.length})</span>
      </h4>
      {/* Focusable so the list scrolls by keyboard too. */}
      <dl
        tabIndex={0}
        aria-labelledby={id}
        className="grid max-h-72 gap-2 overflow-y-auto rounded-md border border-border p-2 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {entries.map(([name, property]) => (
          <div key={name} className="grid gap-0.5">
            <dt className="flex flex-wrap items-baseline gap-x-2 font-mono text-fg text-xs">
              {name}
              <span className="font-sans text-fg-muted">{expectedValue(property.rule).slice(0, 60)}</span>
              {property.required ? (
                <Badge tone="warning" size="sm">
                  required
                </Badge>
              ) : null}
            </dt>
            <dd className="text-fg-muted text-xs">{firstSentence(property.rule.description) || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const known = (name: string | null): name is string => name !== null && isKnownRobot(name);

/*
 * Memoised: the template editor's screen renders again when the cursor moves to another robot's step or a save
 * starts and ends, and drawing the panels that do not change with it (the robot picker's hundred robots, the
 * snippets) again was most of such a render.
 */
/** The docs of one robot, chosen from all of them. */
export const RobotDocs = memo(function RobotDocs({ robot, onInsertExample }: RobotDocsProps) {
  const [chosen, setChosen] = useState(known(robot) ? robot : FIRST_ROBOT);
  const [rules, setRules] = useState<RobotRules | null>(null);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const exampleId = useId();

  useEffect(() => {
    void loadRobotSummaries().then((robots) =>
      setOptions(
        robots.map((summary) => ({ value: summary.name, label: `${summary.name} · ${summary.title}` })),
      ),
    );
  }, []);

  useEffect(() => {
    if (known(robot)) setChosen(robot);
  }, [robot]);

  useEffect(() => {
    let current = true;
    setRules(null);
    void loadRobotRules(chosen).then((loaded) => {
      if (current && loaded) setRules(loaded);
    });
    return () => {
      current = false;
    };
  }, [chosen]);

  return (
    <div className="grid gap-4" data-slot="robot-docs">
      <Field label="Robot">
        <Select
          value={chosen}
          onValueChange={setChosen}
          options={options.length > 0 ? options : [{ value: chosen, label: chosen }]}
        />
      </Field>
      {rules === null ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <article aria-label={`${rules.title} (${rules.name})`} className="grid gap-4">
          <div className="grid gap-1">
            <h3 className="font-semibold text-fg text-sm">{rules.title}</h3>
            <p className="text-fg-muted text-sm">
              <code className="font-mono text-fg text-xs">{rules.name}</code> {rules.purpose}.
            </p>
          </div>
          <Parameters rules={rules} />
          <section aria-labelledby={exampleId} className="grid gap-2">
            <h4 id={exampleId} className="font-medium text-fg text-sm">
              Example
            </h4>
            {rules.exampleDescription ? (
              <p className="text-fg-muted text-xs">{rules.exampleDescription}</p>
            ) : null}
            <CodeBlock
              code={JSON.stringify(rules.example, null, 2)}
              language="json"
              label="Example template"
            />
            <Button
              variant="secondary"
              size="sm"
              className="justify-self-start"
              onClick={() => onInsertExample(rules)}
            >
              Insert example step
            </Button>
          </section>
        </article>
      )}
    </div>
  );
});
