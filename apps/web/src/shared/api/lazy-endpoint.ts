import type { Endpoint } from "@paraph/contracts";

/**
 * An endpoint named by a loader, `() => import("./x-endpoints.ts").then((module) => module.x)`:
 * its contract loads when the call is made. Every contract builds its schemas with zod, so a page
 * that imports an endpoint carries zod before it shows; the shell (on every page) and the login
 * page name theirs this way and show without it (apps/web/README.md, "Bundle budget").
 */
export type LazyEndpoint<E extends Endpoint> = () => Promise<E>;

/** What the API client calls: an endpoint, or its loader. */
export type EndpointSource<E extends Endpoint> = E | LazyEndpoint<E>;

/** Makes a call with the endpoint, once it is loaded; an endpoint given as such is called at once, as before loaders existed. */
export function callWithEndpoint<E extends Endpoint, T>(source: EndpointSource<E>, call: (endpoint: E) => Promise<T>): Promise<T> {
  return typeof source === "function" ? source().then(call) : call(source);
}

/** The loader of one endpoint a module of endpoints exports. */
export function lazyEndpoint<K extends PropertyKey, M extends Record<K, Endpoint>>(load: () => Promise<M>, name: K): LazyEndpoint<M[K]> {
  return () => load().then((module) => module[name]);
}
