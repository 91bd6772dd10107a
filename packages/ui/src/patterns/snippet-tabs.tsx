import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs';
import { CodeBlock } from './code-block';

export type Snippet = { id: string; title: string; code: string };

export type SnippetTabsProps = {
  /** The examples, one tab each; the first is shown first. */
  items: readonly Snippet[];
};

/** Ready-to-run examples in tabs (an upload widget, a backend, the command line), each with a copy button. */
export function SnippetTabs({ items }: SnippetTabsProps) {
  return (
    <Tabs defaultValue={items[0]?.id}>
      <TabsList aria-label="Integration">
        {items.map((item) => (
          <TabsTrigger key={item.id} value={item.id} size="sm">
            {item.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent key={item.id} value={item.id}>
          <CodeBlock code={item.code} label={`${item.title} example`} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
