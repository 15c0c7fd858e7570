// The talent communities the preferences may name: the talent's searchable communities from
// the search filters, flattened with their depth. As in Find Jobs, choosing a community brings
// its child communities with it.
import type { TalentCommunityNode } from '@talent/contract';

export interface CommunityOption {
  value: string;
  label: string;
  /** 0 for top-level communities. */
  depth: number;
  parent: string | null;
}

export function communityOptions(tree: readonly TalentCommunityNode[]): CommunityOption[] {
  const out: CommunityOption[] = [];
  const seen = new Set<string>();
  const walk = (nodes: readonly TalentCommunityNode[], depth: number, parent: string | null) => {
    for (const node of nodes) {
      if (seen.has(node.segmentCode)) continue;
      seen.add(node.segmentCode);
      out.push({ value: node.segmentCode, label: node.displayName, depth, parent });
      walk(node.children, depth + 1, node.segmentCode);
    }
  };
  walk(tree, 0, null);
  return out;
}

function descendantsOf(options: readonly CommunityOption[], value: string): string[] {
  return options
    .filter((o) => o.parent === value)
    .flatMap((child) => [child.value, ...descendantsOf(options, child.value)]);
}

/** The selection after a change: each newly chosen community brings its descendants. */
export function withChildCommunities(
  options: readonly CommunityOption[],
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const before = new Set(previous);
  const chosen = new Set(next);
  for (const value of next) {
    if (!before.has(value)) for (const d of descendantsOf(options, value)) chosen.add(d);
  }
  return options.filter((o) => chosen.has(o.value)).map((o) => o.value);
}

/** Drops communities the talent can no longer search (one they left, say). */
export function knownCommunities(options: readonly CommunityOption[], values: readonly string[]) {
  const known = new Set(options.map((o) => o.value));
  return values.filter((v) => known.has(v));
}
