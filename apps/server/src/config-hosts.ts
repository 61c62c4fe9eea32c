/** 127.0.0.0/8, ::1 (also IPv4-mapped and bracketed) and localhost: addresses nobody else can reach. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (h === "::1" || h === "0:0:0:0:0:0:0:1") return true;
  const v4 = h.startsWith("::ffff:") ? h.slice(7) : h;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
