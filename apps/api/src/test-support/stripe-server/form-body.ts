/**
 * Stripe's API takes `application/x-www-form-urlencoded` bodies (and query strings) with nested
 * keys in brackets: `items[0][price]=price_1&metadata[businessId]=b1&expand[0]=latest_invoice`.
 * This reads them back into objects and arrays, as Stripe's servers do.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseFormBody(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = splitKey(rawKey);
    if (head === undefined) continue;
    assign(root, head, rest, value);
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

/** `items[0][price]` → ["items", "0", "price"]; `expand[]` → ["expand", ""]. */
function splitKey(key: string): string[] {
  const match = /^([^[]+)(.*)$/.exec(key);
  if (!match) return [];
  const parts = [match[1] as string];
  for (const bracket of (match[2] ?? "").matchAll(/\[([^\]]*)\]/g)) parts.push(bracket[1] ?? "");
  return parts;
}

function assign(target: FormObject, head: string, rest: string[], value: string): void {
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const [next, ...after] = rest as [string, ...string[]];
  const existing = target[head];
  const child: FormObject = existing !== undefined && typeof existing === "object" && !Array.isArray(existing) ? existing : {};
  target[head] = child;
  // `key[]=a&key[]=b` appends: give each its own index.
  assign(child, next === "" ? String(Object.keys(child).length) : next, after, value);
}

/** Objects whose keys are exactly 0…n-1 become arrays (Stripe's lists of items, expand, …). */
function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysFromIndexedObjects(value[key] as FormValue)]));
  const isIndexed = keys.length > 0 && keys.every((key, index) => /^\d+$/.test(key) && Number(key) === index);
  if (isIndexed) return keys.map((key) => converted[key] as FormValue);
  return converted;
}
