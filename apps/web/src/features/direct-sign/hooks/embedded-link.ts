import { openEmbeddedSigningLink, type EndpointResponse } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import type { KeyValueStorage } from "../../../shared/session/browser-storage.ts";

export type OpenedEmbeddedLink = EndpointResponse<typeof openEmbeddedSigningLink>;

const KEPT_PREFIX = "paraph-embedded-signing:";
const opening = new Map<string, Promise<OpenedEmbeddedLink>>();

function readKept(storage: KeyValueStorage, token: string): OpenedEmbeddedLink | null {
  const raw = storage.get(`${KEPT_PREFIX}${token}`);
  if (!raw) return null;
  try {
    const parsed = openEmbeddedSigningLink.response.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens a one-time link once per tab. The server opens a link only once, so its answer is kept in
 * the tab's sessionStorage (partitioned by the host's site inside a frame): a reload of the frame
 * finds it there, and a second effect run while the first call is under way shares that call.
 */
export function openEmbeddedLinkOnce(api: ApiClient, storage: KeyValueStorage, token: string): Promise<OpenedEmbeddedLink> {
  const kept = readKept(storage, token);
  if (kept) return Promise.resolve(kept);
  const pending = opening.get(token);
  if (pending) return pending;
  const started = api.request(openEmbeddedSigningLink, { params: { token } }).then((link) => {
    storage.set(`${KEPT_PREFIX}${token}`, JSON.stringify(link));
    return link;
  });
  opening.set(token, started);
  // Only while under way: a succeeded answer is kept in storage, a failed one may be asked for again.
  const forget = () => opening.delete(token);
  started.then(forget, forget);
  return started;
}
