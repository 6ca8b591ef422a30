/** edTPA resources of the extracts area (spec 2 §3, §9): sizes rounded to KB, sorted by display_order. */

/** Bytes rounded to the nearest KB (1024 bytes); a non-empty file never shows 0 KB. */
export function resourceSizeKb(bytes: number): number {
  const kb = Math.round(bytes / 1024);
  return bytes > 0 && kb === 0 ? 1 : kb;
}

/** Resources in display_order (ascending; ties keep the list's order). */
export function sortByDisplayOrder<T extends { display_order: number }>(resources: readonly T[]): T[] {
  return [...resources].sort((a, b) => a.display_order - b.display_order);
}
