/*
 * Auto-advancing selections (site-spec §4, §9). Self-contained functions: the
 * page script is built from their source (Function.prototype.toString).
 */

/** The spec's how-to cycle length: 'How-to cycles over 3 items'. */
export const howToCycleLength = 3;

/**
 * How-to: the step that follows `index` when its video ends, modulo 3 (only
 * the first three steps take part in the cycle; a page with fewer cycles over
 * those it has). A later step, chosen by a click, goes back to the first.
 */
export function nextHowToStep(index: number, stepCount: number): number {
  const cycle = Math.min(stepCount, 3);
  return cycle <= 1 || index + 1 >= cycle ? 0 : index + 1;
}

/** Home tree: the node after `index` when its video ends, cycling over every node. */
export function nextTreeNode(index: number, nodeCount: number): number {
  return nodeCount <= 1 ? 0 : (index + 1) % nodeCount;
}
