import { describe, expect, it } from "vitest";
import { ipForRecords, shortenIp } from "./short-ip";

describe("shortenIp", () => {
  it("zeroes the last octet of an IPv4 address", () => {
    expect(shortenIp("198.51.100.23")).toBe("198.51.100.0");
    expect(shortenIp("10.0.0.1")).toBe("10.0.0.0");
    expect(shortenIp("::ffff:203.0.113.77")).toBe("::ffff:203.0.113.0");
  });

  it("zeroes the last 80 bits of an IPv6 address, keeping the first 48", () => {
    expect(shortenIp("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::");
    expect(shortenIp("2001:0DB8:0000:0000:0000:ff00:0042:8329")).toBe("2001:db8::");
    expect(shortenIp("2001:db8:1::1")).toBe("2001:db8:1::");
    expect(shortenIp("fe80::1%eth0")).toBe("fe80::");
    expect(shortenIp("::1")).toBe("::");
    expect(shortenIp("[2a00:1450:4001:82a::200e]")).toBe("2a00:1450:4001::");
    expect(shortenIp("64:ff9b::192.0.2.33")).toBe("64:ff9b::");
  });

  it("keeps nothing that is not an address", () => {
    expect(shortenIp(null)).toBeNull();
    expect(shortenIp("")).toBeNull();
    expect(shortenIp("unknown")).toBeNull();
    expect(shortenIp("198.51.100")).toBeNull();
  });
});

describe("ipForRecords", () => {
  it("keeps the whole address only when the setting says so", () => {
    expect(ipForRecords("198.51.100.23", false)).toBe("198.51.100.0");
    expect(ipForRecords("198.51.100.23", true)).toBe("198.51.100.23");
    expect(ipForRecords(undefined, true)).toBeNull();
  });
});
