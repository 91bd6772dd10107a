/**
 * Marks the issue of a key that must never reach a browser; the request helper drops such keys from the data. On
 * its own, without zod, because the request helper is part of every page's first download.
 */
export const FORBIDDEN_KEY_PARAM = 'forbiddenKey';

/** The parts of a zod schema's definition that hold other schemas: what `forbiddenKeysOf` walks. */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      element?: SchemaNode;
      innerType?: SchemaNode;
      options?: readonly SchemaNode[];
      left?: SchemaNode;
      right?: SchemaNode;
      in?: SchemaNode;
      out?: SchemaNode;
      valueType?: SchemaNode;
      catchall?: SchemaNode;
      items?: readonly SchemaNode[];
      rest?: SchemaNode | null;
      getter?: () => SchemaNode;
      params?: Record<string, unknown>;
    };
  };
}

/** Whether a shape entry is one of `forbiddenKeys`' (an optional whose inner check carries the marker). */
function isForbiddenEntry(entry: SchemaNode): boolean {
  const inner = entry._zod.def.innerType ?? entry;
  return inner._zod.def.params?.[FORBIDDEN_KEY_PARAM] === true;
}

/**
 * Every key a schema forbids, at any depth. A reply that fails its schema is used as it came, and where it drifted
 * in shape (a list that is no longer an array), zod never looks inside, so the request helper cannot rely on the
 * issues alone to find the forbidden keys it carries: it drops these names wherever they are.
 */
export function forbiddenKeysOf(schema: unknown): Set<string> {
  const names = new Set<string>();
  const seen = new Set<SchemaNode>();
  const visit = (node: SchemaNode | null | undefined): void => {
    if (!node?._zod || seen.has(node)) return;
    seen.add(node);
    const { def } = node._zod;
    for (const [name, entry] of Object.entries(def.shape ?? {})) {
      if (isForbiddenEntry(entry)) names.add(name);
      else visit(entry);
    }
    for (const child of [def.element, def.innerType, def.left, def.right, def.in, def.out, def.valueType]) {
      visit(child);
    }
    for (const child of [def.catchall, def.rest, ...(def.options ?? []), ...(def.items ?? [])]) visit(child);
    if (def.type === 'lazy' && def.getter) visit(def.getter());
  };
  visit(schema as SchemaNode);
  return names;
}
