import { PRODUCT_NAME } from "@paraph/contracts";

/**
 * Spec §2: without a title meta, the title is the last path segment that is not a parameter,
 * its dashes split into words, each word capitalised ("/profile/change-password" → "Change Password").
 */
export function deriveTitleFromPath(path: string): string {
  const segments = path.split("/").filter((segment) => segment !== "" && !segment.startsWith(":") && segment !== "*");
  const last = segments[segments.length - 1];
  if (!last) return "";
  return last
    .split("-")
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The route's title meta when it is a string (translated), otherwise the title derived from its path. */
export function resolvePageTitle(
  route: { path: string; title?: unknown },
  translate: (key: string) => string,
): string {
  if (typeof route.title === "string") return translate(route.title);
  return deriveTitleFromPath(route.path);
}

/** "{title} - {product}", or the product name alone when the title is empty. */
export function formatDocumentTitle(title: string): string {
  return title.trim() === "" ? PRODUCT_NAME : `${title} - ${PRODUCT_NAME}`;
}
