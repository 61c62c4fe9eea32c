import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address.ts";

describe("addressKey", () => {
  it("counts an IPv6 address as its /64", () => {
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::1")).toBe(addressKey("2001:0db8:0001:0002:ffff:0:0:9"));
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
  it("counts an IPv4-mapped IPv6 address as the IPv4 address, and IPv4 as itself", () => {
    expect(addressKey("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(addressKey("::ffff:0102:0304")).toBe("1.2.3.4");
    expect(addressKey("1.2.3.4")).toBe("1.2.3.4");
    expect(addressKey("10.0.0.1")).not.toBe(addressKey("10.0.0.2"));
  });
  it("leaves anything unparsable as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
