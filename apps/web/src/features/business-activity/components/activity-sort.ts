/** The `sort` parameter of the activity lists: a field and a direction, as `field,direction`. */
export interface SortState {
  field: string;
  direction: "asc" | "desc";
}

export function formatSort(sort: SortState): string {
  return `${sort.field},${sort.direction}`;
}

/**
 * Choosing the column already sorted turns its direction round; another column starts with
 * the newest or largest first for times and counts, and A to Z for text.
 */
export function nextSort(current: SortState, field: string, descendingFirst: boolean): SortState {
  if (current.field === field) return { field, direction: current.direction === "asc" ? "desc" : "asc" };
  return { field, direction: descendingFirst ? "desc" : "asc" };
}
