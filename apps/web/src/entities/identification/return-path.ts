/**
 * Where a signer goes back to once they raised their signature standard (the request they were
 * signing): carried as `?returnTo=` through the profile's standards pages. Only a path inside
 * Paraph is kept, never another site.
 */
export const RETURN_PARAM = "returnTo";

export function readReturnPath(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

/** `path` with the return path attached (unchanged without one). */
export function withReturnPath(path: string, returnPath: string | null): string {
  if (!returnPath) return path;
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}${RETURN_PARAM}=${encodeURIComponent(returnPath)}`;
}

export const STANDARDS_PATH = "/profile/signature-standards";

/** The profile page that gives a missing quality: a mobile number for AES, identification under the legislation for QES. */
export function standardPagePath(quality: string, legislation: string | null): string {
  if (quality === "aes") return `${STANDARDS_PATH}/mobile-id`;
  if (legislation === "eidas" || legislation === "zertes") return `${STANDARDS_PATH}/${legislation}`;
  return `${STANDARDS_PATH}/update`;
}
