import { describe, expect, it } from "vitest";
import { cidrBlockStart, isIpOrCidr, serviceNameSchema, serviceSchema, serviceUpdateBodySchema } from "./service";

describe("serviceSchema", () => {
  it("accepts a service with only its id and name, filling lists", () => {
    const parsed = serviceSchema.parse({ id: "s", name: "Prod" });
    expect(parsed.ipAccessList).toEqual([]);
    expect(parsed.endpoints).toEqual([]);
  });
  it("accepts a tier and state it does not know, and extra fields", () => {
    const parsed = serviceSchema.parse({ id: "s", name: "Prod", state: "hibernating", tier: "enterprise", region: "eu-west-1" });
    expect(parsed).toMatchObject({ state: "hibernating", tier: "enterprise", region: "eu-west-1" });
  });
  it("refuses a service whose endpoints are malformed", () => {
    expect(serviceSchema.safeParse({ id: "s", name: "P", endpoints: [{ protocol: "mysql", host: "h", port: "x" }] }).success).toBe(false);
  });
});

describe("service name", () => {
  it.each(["Prod", "Production Warehouse 2", "a".repeat(50)])("accepts %s", (name) => {
    expect(serviceNameSchema.safeParse(name).success).toBe(true);
  });
  it.each([
    ["", "name is required"],
    ["   ", "name must have a letter or a digit"],
    ["a".repeat(51), "name must be at most 50 characters"],
    ["Prod!", "name may contain only letters, digits and spaces"],
    ["naïve", "name may contain only letters, digits and spaces"],
  ])("refuses %j", (name, message) => {
    expect(serviceNameSchema.safeParse(name).error?.issues[0]?.message).toBe(message);
  });
});

describe("isIpOrCidr", () => {
  it.each(["10.0.0.1", "0.0.0.0/0", "192.168.1.0/24", "::1", "2001:db8::/32", "2001:0db8:0000:0000:0000:ff00:0042:8329", "::ffff:192.0.2.1"])(
    "accepts %s",
    (value) => expect(isIpOrCidr(value)).toBe(true),
  );
  it.each(["", "10.0.0", "256.1.1.1", "10.0.0.1/33", "10.0.0.1/", "01.2.3.4", "2001:db8::/129", "1:2:3:4:5:6:7:8:9", "1::2::3", "example.com", "10.0.0.1/24/1", ":1"])(
    "refuses %j",
    (value) => expect(isIpOrCidr(value)).toBe(false),
  );
});

describe("cidrBlockStart", () => {
  it.each([
    ["10.0.0.1/8", "10.0.0.0/8"],
    ["10.255.3.4/9", "10.128.0.0/9"],
    ["1.2.3.4/0", "0.0.0.0/0"],
    ["2001:db8::1/32", "2001:db8::/32"],
    ["2001:db8:1:2:3:4:5:6/64", "2001:db8:1:2::/64"],
    ["::ffff:192.0.2.1/120", "::ffff:c000:200/120"],
  ])("names the block %s starts: %s", (value, start) => {
    expect(cidrBlockStart(value)).toBe(start);
  });
  it.each(["10.0.0.0/8", "10.0.0.1", "10.0.0.1/32", "0.0.0.0/0", "2001:db8::/32", "2001:db8::1/128", "fe80::1:2/127", "not-an-ip"])(
    "has nothing to say of %s",
    (value) => expect(cidrBlockStart(value)).toBeUndefined(),
  );
});

describe("service update body", () => {
  it("accepts each part alone", () => {
    for (const body of [
      { name: "New name" },
      { ipAccessList: { add: [{ source: "10.0.0.0/8", description: "office" }], remove: [{ source: "1.2.3.4", description: "" }] } },
      { privateEndpointIds: { add: ["vpce-1"] } },
      { releaseChannel: "fast" },
      { endpoints: [{ protocol: "mysql", enabled: false }] },
      { transparentDataEncryptionKeyId: "key-2" },
    ]) {
      expect(serviceUpdateBodySchema.safeParse(body).success).toBe(true);
    }
  });
  it("names the field that is wrong", () => {
    const cases: [unknown, string][] = [
      [{ ipAccessList: { add: [{ source: "nope", description: "" }] } }, "ipAccessList.add.0.source"],
      [{ releaseChannel: "fastest" }, "releaseChannel"],
      [{ endpoints: [{ protocol: "mysql", enabled: "yes" }] }, "endpoints.0.enabled"],
      [{ name: "bad!" }, "name"],
    ];
    for (const [body, path] of cases) {
      expect(serviceUpdateBodySchema.safeParse(body).error?.issues[0]?.path.join(".")).toBe(path);
    }
  });
  it("refuses an added CIDR with bits past its prefix, naming the block, and still removes one", () => {
    const added = serviceUpdateBodySchema.safeParse({ ipAccessList: { add: [{ source: "10.0.0.1/8", description: "" }] } });
    expect(added.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["ipAccessList.add.0.source", "source 10.0.0.1/8 has bits set past its prefix; the block is 10.0.0.0/8"],
    ]);
    expect(serviceUpdateBodySchema.safeParse({ ipAccessList: { remove: [{ source: "10.0.0.1/8", description: "" }] } }).success).toBe(true);
  });
  it("refuses a private endpoint id to add with markup in it, and still removes one", () => {
    const added = serviceUpdateBodySchema.safeParse({ privateEndpointIds: { add: ["vpce-1", "<b>bold</b>"] } });
    expect(added.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["privateEndpointIds.add.1", "private endpoint id must not contain “<”"],
    ]);
    expect(serviceUpdateBodySchema.safeParse({ privateEndpointIds: { remove: ["<b>bold</b>"] } }).success).toBe(true);
  });
  it("refuses fields it does not know", () => {
    expect(serviceUpdateBodySchema.safeParse({ tier: "production" }).success).toBe(false);
  });
});
