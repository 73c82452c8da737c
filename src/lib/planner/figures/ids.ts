/**
 * How a planned item finds its drawing: by an id made from its English name (the part before any
 * Sanskrit in brackets), so a built-in item, the same item stored in today's list, and a model's
 * suggestion that names a known pose all meet the same drawing.
 */

/** 'Tree Pose (Vrksasana)' → 'tree-pose'; "Child's Pose (Balasana)" → 'childs-pose'. */
export function figureIdOf(name: string): string {
  return name
    .replace(/\(.*?\)/g, ' ')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
