import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "../../shared/zod";
import { managementEnvelope } from "../../shared/schemas/envelope";
import { organizationSchema } from "../../shared/schemas/organization";
import { serviceSchema, type Service } from "../../shared/schemas/service";
import { errorOf, resultOf, startTestServer, type TestServer } from "../test-support/test-server";
import { DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE } from "./seed";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const org = `/v1/organizations/${DEMO_ORGANIZATION.id}`;
const prod = `${org}/services/${PRODUCTION_SERVICE.id}`;
const dev = `${org}/services/${DEVELOPMENT_SERVICE.id}`;

async function patch(path: string, body: unknown) {
  return server.call("PATCH", path, body);
}
async function patchError(path: string, body: unknown): Promise<string> {
  const response = await patch(path, body);
  expect(response.status).toBe(400);
  const error = await errorOf(response);
  expect(error.status).toBe(400);
  return error.error;
}

describe("discovery", () => {
  it("lists the demo organization", async () => {
    const body = managementEnvelope(z.array(organizationSchema)).parse(await (await server.call("GET", "/v1/organizations")).json());
    expect(body.status).toBe(200);
    expect(body.result).toEqual([expect.objectContaining({ id: DEMO_ORGANIZATION.id, name: "Acme Analytics" })]);
  });

  it("gets one organization; an unknown one is a 404", async () => {
    expect((await resultOf<{ name: string }>(await server.call("GET", org))).name).toBe("Acme Analytics");
    const missing = await server.call("GET", "/v1/organizations/00000000-0000-4000-8000-000000000000/services");
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toMatch(/^NOT_FOUND: organization/);
  });

  it("lists both services, parseable by the shared schema", async () => {
    const services = z.array(serviceSchema).parse(await resultOf(await server.call("GET", `${org}/services`)));
    expect(services.map((s) => [s.name, s.tier])).toEqual([
      ["Production Warehouse", "production"],
      ["Development Sandbox", "development"],
    ]);
    const production = services[0]!;
    expect(production.hasTransparentDataEncryption).toBe(true);
    expect(production.transparentDataEncryptionKeyId).toBeTruthy();
    expect(production.endpoints.map((e) => e.protocol).sort()).toEqual(["https", "mysql", "nativesecure"]);
    expect(production.ipAccessList.length).toBeGreaterThanOrEqual(3);
    expect(production.privateEndpointIds.length).toBeGreaterThan(0);
    expect(production.availablePrivateEndpointIds.length).toBeGreaterThan(production.privateEndpointIds.length);
    expect(services[1]!.hasTransparentDataEncryption).toBe(false);
  });

  it("gets one service; a service of another organization is a 404", async () => {
    expect(serviceSchema.parse(await resultOf(await server.call("GET", dev))).name).toBe("Development Sandbox");
    const other = await server.call("GET", `/v1/organizations/00000000-0000-4000-8000-000000000000/services/${PRODUCTION_SERVICE.id}`);
    expect(other.status).toBe(404);
    const unknown = await server.call("GET", `${org}/services/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
  });
});

describe("PATCH service", () => {
  it("renames and answers the whole service", async () => {
    const service = serviceSchema.parse(await resultOf(await patch(dev, { name: "Sandbox 2" })));
    expect(service.name).toBe("Sandbox 2");
    expect(service.id).toBe(DEVELOPMENT_SERVICE.id);
    expect(service.engineVersion).toBeTruthy();
    expect(serviceSchema.parse(await resultOf(await server.call("GET", dev))).name).toBe("Sandbox 2");
    await patch(dev, { name: DEVELOPMENT_SERVICE.name });
  });

  it.each([
    ["", "name is required"],
    ["   ", "name must have a letter or a digit"],
    ["x".repeat(51), "name must be at most 50 characters"],
    ["bad-name!", "name may contain only letters, digits and spaces"],
    [42, "name"],
  ])("refuses the name %j", async (name, message) => {
    const error = await patchError(prod, { name });
    expect(error).toMatch(/^BAD_REQUEST: /);
    expect(error).toContain(message);
  });

  it("refuses unknown fields and unknown enum values", async () => {
    expect(await patchError(prod, { nme: "x" })).toMatch(/nme/);
    expect(await patchError(prod, { releaseChannel: "fastest" })).toMatch(/^BAD_REQUEST: releaseChannel/);
    expect(await patchError(prod, { endpoints: [{ protocol: "https", enabled: false }] })).toMatch(/endpoints\[0\]\.protocol/);
  });

  it("edits the IP access list: remove before add, replacing a source's description", async () => {
    const before = serviceSchema.parse(await resultOf(await server.call("GET", prod)));
    const first = before.ipAccessList[0]!;
    const service = serviceSchema.parse(
      await resultOf(
        await patch(prod, {
          ipAccessList: {
            remove: [{ source: first.source }, { source: "192.0.2.99" }],
            add: [
              { source: "192.0.2.0/28", description: "new" },
              { source: before.ipAccessList[1]!.source, description: "renamed" },
              { source: "2001:db8::1" },
            ],
          },
        }),
      ),
    );
    const sources = service.ipAccessList.map((e) => e.source);
    expect(sources).not.toContain(first.source);
    expect(sources).toContain("192.0.2.0/28");
    expect(sources).toContain("2001:db8::1");
    expect(service.ipAccessList.filter((e) => e.source === before.ipAccessList[1]!.source)).toEqual([
      { source: before.ipAccessList[1]!.source, description: "renamed" },
    ]);
  });

  it.each(["10.0.0.256", "10.0.0.0/33", "not-an-ip", "::1::2", "2001:db8::/129", ""])(
    "refuses the IP source %j naming the entry",
    async (source) => {
      const error = await patchError(prod, { ipAccessList: { add: [{ source, description: "x" }] } });
      expect(error).toBe("BAD_REQUEST: ipAccessList.add[0].source must be an IPv4 or IPv6 address or CIDR block");
    },
  );

  it.each([
    [{ ipAccessList: { add: [{ source: "9.9.9.9", description: "a" }, { source: "9.9.9.9 ", description: "b" }] } }, "BAD_REQUEST: ipAccessList.add[1].source 9.9.9.9 is given twice"],
    [{ ipAccessList: { add: [{ source: "10.0.0.1/8", description: "a" }] } }, "BAD_REQUEST: ipAccessList.add[0].source 10.0.0.1/8 has bits set past its prefix; the block is 10.0.0.0/8"],
    [{ privateEndpointIds: { add: ["<b>bold</b>"] } }, "BAD_REQUEST: privateEndpointIds.add[0]: private endpoint id must not contain “<”"],
    [{ ipAccessList: { add: [], bogus: [] } }, 'BAD_REQUEST: ipAccessList: Unrecognized key: "bogus"'],
    [{ ipAccessList: { add: [{ source: "9.9.9.9", note: "x" }] } }, 'BAD_REQUEST: ipAccessList.add[0]: Unrecognized key: "note"'],
    [{ endpoints: [{ protocol: "mysql", enabled: true, port: 3306 }] }, 'BAD_REQUEST: endpoints[0]: Unrecognized key: "port"'],
  ])("refuses %j, and changes nothing", async (body, message) => {
    const before = await resultOf(await server.call("GET", prod));
    expect(await patchError(prod, body)).toBe(message);
    expect(await resultOf(await server.call("GET", prod))).toEqual(before);
  });

  it("removes a source named twice in one remove list, and takes the same source added in two cases as given twice", async () => {
    const [first] = serviceSchema.parse(await resultOf(await server.call("GET", prod))).ipAccessList;
    const removed = serviceSchema.parse(await resultOf(await patch(prod, { ipAccessList: { remove: [first, first] } })));
    expect(removed.ipAccessList.map((entry) => entry.source)).not.toContain(first!.source);
    expect(await patchError(prod, { ipAccessList: { add: [{ source: "2001:DB8::1" }, { source: "2001:db8::1" }] } })).toBe(
      "BAD_REQUEST: ipAccessList.add[1].source 2001:db8::1 is given twice",
    );
  });

  it("sets the release channel on production, refuses it on development", async () => {
    const service = serviceSchema.parse(await resultOf(await patch(prod, { releaseChannel: "fast" })));
    expect(service.releaseChannel).toBe("fast");
    expect(await patchError(dev, { releaseChannel: "slow" })).toBe(
      "BAD_REQUEST: releaseChannel is only available for production services",
    );
  });

  it("rotates the TDE key on production, refuses it without TDE", async () => {
    const service = serviceSchema.parse(await resultOf(await patch(prod, { transparentDataEncryptionKeyId: "tde-key-2026-02" })));
    expect(service.transparentDataEncryptionKeyId).toBe("tde-key-2026-02");
    expect(await patchError(dev, { transparentDataEncryptionKeyId: "k" })).toMatch(
      /^BAD_REQUEST: transparentDataEncryptionKeyId .*not enabled/,
    );
    expect(await patchError(prod, { transparentDataEncryptionKeyId: "" })).toMatch(/transparentDataEncryptionKeyId/);
  });

  it("turns the mysql endpoint off and on; turning it on adds it where missing", async () => {
    const mysqlOf = (s: Service) => s.endpoints.find((e) => e.protocol === "mysql");
    const off = serviceSchema.parse(await resultOf(await patch(prod, { endpoints: [{ protocol: "mysql", enabled: false }] })));
    expect(mysqlOf(off)?.enabled).toBe(false);
    const on = serviceSchema.parse(await resultOf(await patch(prod, { endpoints: [{ protocol: "mysql", enabled: true }] })));
    expect(mysqlOf(on)?.enabled).toBe(true);
    expect(on.endpoints).toHaveLength(3);
    const devOn = serviceSchema.parse(await resultOf(await patch(dev, { endpoints: [{ protocol: "mysql", enabled: true }] })));
    expect(mysqlOf(devOn)).toMatchObject({ enabled: true, port: 3306 });
  });

  it("adds and removes private endpoints; only available ones can be added", async () => {
    const before = serviceSchema.parse(await resultOf(await server.call("GET", prod)));
    const extra = before.availablePrivateEndpointIds.find((id) => !before.privateEndpointIds.includes(id))!;
    const after = serviceSchema.parse(
      await resultOf(await patch(prod, { privateEndpointIds: { add: [extra], remove: [before.privateEndpointIds[0]] } })),
    );
    expect(after.privateEndpointIds).toEqual([extra]);
    expect(await patchError(prod, { privateEndpointIds: { add: ["vpce-unknown"] } })).toMatch(
      /^BAD_REQUEST: privateEndpointIds\.add\[0\]: vpce-unknown is not an available/,
    );
  });

  it("a refused PATCH changes nothing, not even the valid parts", async () => {
    const before = await resultOf(await server.call("GET", dev));
    await patchError(dev, { name: "Valid Name", releaseChannel: "fast" });
    expect(await resultOf(await server.call("GET", dev))).toEqual(before);
  });
});
