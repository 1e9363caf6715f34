import dns from "node:dns/promises";
import net from "node:net";
import { refusedAddressReason } from "./address-ranges.ts";

/** Who may be sent to: https only in production; named hosts the operator allows on any address and port. */
export interface OutboundPolicy {
  requireHttps: boolean;
  allowedHosts: readonly string[];
}

/** Why a URL or the address behind it is refused; the delivery log and the 422's details show it. */
export class OutboundRefusal extends Error {
  /** The host name did not resolve: at registration that may be a receiver not set up yet, at delivery a failure. */
  constructor(
    message: string,
    readonly isUnresolved = false,
  ) {
    super(message);
  }
}

/** A host name resolved to one address Paraph checked: the connection goes to exactly this address. */
export interface PinnedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const STANDARD_PORTS = new Set(["", "80", "443"]);

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
}

/** The checks that need no DNS: scheme, credentials, port, and an IP literal's range. Throws OutboundRefusal. */
export function checkOutboundUrl(policy: OutboundPolicy, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusal("not a URL");
  }
  if (url.protocol !== "https:" && (policy.requireHttps || url.protocol !== "http:")) throw new OutboundRefusal("https is required");
  if (url.username !== "" || url.password !== "") throw new OutboundRefusal("credentials in the URL are not allowed");
  const host = hostOf(url);
  const isAllowed = policy.allowedHosts.includes(host);
  if (!isAllowed && net.isIP(host) !== 0) {
    const reason = refusedAddressReason(host);
    if (reason) throw new OutboundRefusal(`the address is ${reason}`);
  }
  if (!isAllowed && !STANDARD_PORTS.has(url.port)) throw new OutboundRefusal("only ports 80 and 443 are allowed");
  return url;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dns.lookup(host, { all: true, verbatim: true });

/**
 * Resolves the URL's host now and checks EVERY address it has (one bad address refuses all: a
 * name with both a public and a private address could otherwise be steered to the private one),
 * then pins the first, so a second lookup at connect time cannot swap in another (DNS rebinding).
 */
export async function resolveOutboundTarget(policy: OutboundPolicy, raw: string, resolve: Resolver = systemResolver): Promise<PinnedTarget> {
  const url = checkOutboundUrl(policy, raw);
  const host = hostOf(url);
  const family = net.isIP(host);
  if (family !== 0) return { url, address: host, family: family as 4 | 6 };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new OutboundRefusal(`the host name does not resolve (${(error as NodeJS.ErrnoException).code ?? "error"})`, true);
  }
  const first = addresses[0];
  if (!first) throw new OutboundRefusal("the host name has no address");
  if (!policy.allowedHosts.includes(host)) {
    for (const entry of addresses) {
      const reason = refusedAddressReason(entry.address);
      if (reason) throw new OutboundRefusal(`the host name resolves to an address that is ${reason} (${entry.address})`);
    }
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** The installation's policy: https only in production; WEBHOOKS_ALLOWED_HOSTS as named. */
export function outboundPolicyOf(config: { APP_MODE: string; WEBHOOKS_ALLOWED_HOSTS: readonly string[] }): OutboundPolicy {
  return { requireHttps: config.APP_MODE === "production", allowedHosts: config.WEBHOOKS_ALLOWED_HOSTS };
}
