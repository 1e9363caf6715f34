import { clampField, type FieldBox, type PageSize } from "../signature-requests/field-geometry.ts";

/** Space (points) kept between a new field and the ones around it. */
const GAP = 8;

const overlaps = (a: FieldBox, b: FieldBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Offsets from `start` in steps of `step` that keep a length `size` within `limit`: forwards first, then backwards. */
function stepsAround(start: number, step: number, size: number, limit: number): number[] {
  const forwards: number[] = [];
  for (let value = start; value + size <= limit; value += step) forwards.push(value);
  const backwards: number[] = [];
  for (let value = start - step; value >= 0; value -= step) backwards.push(value);
  return [...forwards, ...backwards];
}

/**
 * Where a new field goes so that it covers no other field on its page: where it was wanted when
 * that is free, otherwise the nearest free place on the same line (right first, then left), then
 * on the lines below and above. When the page is full it stays where it was wanted.
 */
export function findFreeSpot(wanted: FieldBox, taken: readonly FieldBox[], page: PageSize): FieldBox {
  const start = clampField(wanted, page);
  const isFree = (box: FieldBox) => !taken.some((other) => overlaps(box, other));
  for (const y of stepsAround(start.y, start.height + GAP, start.height, page.height)) {
    for (const x of stepsAround(start.x, start.width + GAP, start.width, page.width)) {
      const candidate = clampField({ ...start, x, y }, page);
      if (isFree(candidate)) return candidate;
    }
  }
  return start;
}
