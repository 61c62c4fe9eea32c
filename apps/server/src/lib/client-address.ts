import ipaddr from "ipaddr.js";

/**
 * The client address as rate limits count it (docs/security.md §4). One IPv6 subscriber usually holds a whole /64 (and
 * can rotate through 2^64 addresses at will), so an IPv6 address counts as its /64 prefix; an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, what a dual-stack socket reports for IPv4 clients) counts as the IPv4 address it carries.
 * Anything unparsable is used as it is.
 */
export function addressKey(ip: string): string {
  const raw = ip.trim();
  if (!ipaddr.isValid(raw.replace(/%.*$/, ""))) return raw;
  const addr = ipaddr.process(raw.replace(/%.*$/, "")); // strips a zone id, unwraps IPv4-mapped IPv6
  if (addr.kind() === "ipv4") return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}
