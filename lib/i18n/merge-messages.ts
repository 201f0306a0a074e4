import type { MessageTree } from '@/lib/api/schemas';

export type Messages = MessageTree;

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeTwo(base: MessageTree, over: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    if (isTree(value)) {
      // A tree never replaces a text of the base: the base's shape is what the UI asks for.
      if (current === undefined || isTree(current)) out[key] = mergeTwo(current ?? {}, value);
    } else if (typeof value === 'string' && value !== '' && !isTree(current)) {
      // An empty string is a missing translation, not a deliberate blank.
      out[key] = value;
    }
  }
  return out;
}

/**
 * Layers message trees left to right (en base ← language ← merchant overrides); later layers win
 * key by key, nested namespaces merge instead of replacing each other.
 */
export function mergeMessages(base: MessageTree, ...layers: readonly (MessageTree | null | undefined)[]): MessageTree {
  return layers.reduce<MessageTree>((acc, layer) => (layer ? mergeTwo(acc, layer) : acc), base);
}

/** Dotted keys of every text in `base` that `other` lacks (or holds in a different shape). */
export function missingKeys(base: MessageTree, other: MessageTree, prefix = ''): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(base)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const counterpart = other[key];
    if (isTree(value)) {
      if (isTree(counterpart)) missing.push(...missingKeys(value, counterpart, path));
      else missing.push(...leafKeys(value, path));
    } else if (typeof counterpart !== 'string') {
      missing.push(path);
    }
  }
  return missing;
}

/** Every dotted key of a text in the tree. */
export function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTree(value) ? leafKeys(value, path) : [path];
  });
}
