// Flat communities (with parent ids) -> the tree the talent communities dropdown shows.
import type { TalentCommunityNode } from '@talent/contract';

export function communityTree(
  communities: readonly {
    id: string;
    parentId: string | null;
    displayName: string;
    segmentCode: string;
  }[],
): TalentCommunityNode[] {
  const nodes = new Map<string, TalentCommunityNode>();
  for (const c of communities) {
    nodes.set(c.id, {
      id: c.id,
      displayName: c.displayName,
      segmentCode: c.segmentCode,
      children: [],
    });
  }
  const roots: TalentCommunityNode[] = [];
  for (const c of communities) {
    const node = nodes.get(c.id)!;
    const parent = c.parentId ? nodes.get(c.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
