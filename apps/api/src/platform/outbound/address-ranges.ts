import net from "node:net";

/**
 * Address ranges Paraph never sends webhooks to: they reach the server itself, the operator's
 * internal network or the cloud's metadata service rather than the public internet.
 */
const REFUSED_IPV4: readonly [string, number, string][] = [
  ["0.0.0.0", 8, "unspecified"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared (CGNAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "protocol assignments"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "benchmarking"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

const REFUSED_IPV6: readonly [string, number, string][] = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["fc00::", 7, "private"],
  ["fe80::", 10, "link-local"],
  ["ff00::", 8, "multicast"],
];

function rangesOf(entries: readonly [string, number, string][], family: "ipv4" | "ipv6"): { list: net.BlockList; reason: string }[] {
  return entries.map(([address, prefix, reason]) => {
    const list = new net.BlockList();
    list.addSubnet(address, prefix, family);
    return { list, reason };
  });
}

const IPV4_RANGES = rangesOf(REFUSED_IPV4, "ipv4");
const IPV6_RANGES = rangesOf(REFUSED_IPV6, "ipv6");

/** The 16 bytes of an IPv6 address (net.isIPv6 checked), dotted IPv4 tails included. */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d)
 * and NAT64 (64:ff9b::a.b.c.d) forms all end up at the IPv4 address, so they are judged as it.
 */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const prefix = bytes.slice(0, 12);
  const isMapped = prefix.slice(0, 10).every((byte) => byte === 0) && prefix[10] === 0xff && prefix[11] === 0xff;
  const isCompatible = prefix.every((byte) => byte === 0) && bytes.slice(12).some((byte) => byte !== 0) && !(bytes[15] === 1 && bytes.slice(12, 15).every((byte) => byte === 0));
  const isNat64 = bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && bytes.slice(4, 12).every((byte) => byte === 0);
  return isMapped || isCompatible || isNat64 ? bytes.slice(12).join(".") : undefined;
}

/** Why Paraph will not connect to this IP address ("loopback", "private", …), or undefined when it is public. */
export function refusedAddressReason(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (net.isIPv4(bare)) return IPV4_RANGES.find((range) => range.list.check(bare, "ipv4"))?.reason;
  if (!net.isIPv6(bare)) return "not an IP address";
  const ipv4 = embeddedIpv4(bare);
  if (ipv4) return refusedAddressReason(ipv4);
  return IPV6_RANGES.find((range) => range.list.check(bare, "ipv6"))?.reason;
}
