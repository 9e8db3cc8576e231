import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "../../shared/zod";
import { reverseEndpointSchema, type ReverseEndpoint } from "../../shared/schemas/reverse-endpoint";
import { errorOf, resultOf, startTestServer, type TestServer } from "../test-support/test-server";
import { DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE, SEED_REVERSE_ENDPOINTS } from "./seed";

const PROVISION_MS = 200;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ EMULATOR_PROVISION_MS: String(PROVISION_MS) });
});
afterAll(() => server.close());

const base = (serviceId: string) => `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${serviceId}/pipesReversePrivateEndpoints`;
const prod = base(PRODUCTION_SERVICE.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function create(body: unknown): Promise<ReverseEndpoint> {
  return reverseEndpointSchema.parse(await resultOf(await server.call("POST", prod, body)));
}
async function createError(body: unknown): Promise<string> {
  const response = await server.call("POST", prod, body);
  expect(response.status).toBe(400);
  return (await errorOf(response)).error;
}

describe("reverse private endpoints", () => {
  it("lists the seeded endpoints: one Ready, one Provisioning that stays so", async () => {
    const list = z.array(reverseEndpointSchema).parse(await resultOf(await server.call("GET", prod)));
    expect(list.map((e) => [e.id, e.status])).toEqual([
      [SEED_REVERSE_ENDPOINTS.mskReady.id, "Ready"],
      [SEED_REVERSE_ENDPOINTS.vpceProvisioning.id, "Provisioning"],
    ]);
    await sleep(PROVISION_MS + 20);
    const one = reverseEndpointSchema.parse(await resultOf(await server.call("GET", `${prod}/${SEED_REVERSE_ENDPOINTS.vpceProvisioning.id}`)));
    expect(one.status).toBe("Provisioning");
  });

  it("creates each type, carrying only its own type's fields, and becomes Ready by itself", async () => {
    const vpce = await create({
      type: "VPC_ENDPOINT_SERVICE",
      description: "Kafka over PrivateLink",
      vpcEndpointServiceName: "com.amazonaws.vpce.eu-west-1.vpce-svc-0123",
      mskClusterArn: "arn:should:be:dropped",
      mskAuthentication: null,
      gcpServiceAttachment: null,
    });
    expect(vpce).toMatchObject({
      serviceId: PRODUCTION_SERVICE.id,
      type: "VPC_ENDPOINT_SERVICE",
      status: "Provisioning",
      vpcEndpointServiceName: "com.amazonaws.vpce.eu-west-1.vpce-svc-0123",
    });
    // gaps.md "Fidelity": no other type's fields, not even as null (the reference's mskAuthentication enum has no null).
    for (const field of ["vpcResourceConfigurationId", "vpcResourceShareArn", "mskClusterArn", "mskAuthentication"]) {
      expect(vpce).not.toHaveProperty(field);
    }
    expect(vpce.endpointId).toMatch(/^vpce-0[0-9a-f]{16}$/);
    expect(vpce.dnsNames.length).toBeGreaterThan(0);
    expect(vpce.id).toMatch(/^[0-9a-f-]{36}$/);

    const resource = await create({ type: "VPC_RESOURCE", description: "db", vpcResourceConfigurationId: "rcfg-1", vpcResourceShareArn: "arn:aws:ram:x" });
    expect(resource).toMatchObject({ vpcResourceConfigurationId: "rcfg-1", vpcResourceShareArn: "arn:aws:ram:x" });
    expect(resource).not.toHaveProperty("vpcEndpointServiceName");
    const msk = await create({ type: "MSK_MULTI_VPC", description: "msk", mskClusterArn: "arn:aws:kafka:x", mskAuthentication: "SASL_SCRAM" });
    expect(msk).toMatchObject({ mskClusterArn: "arn:aws:kafka:x", mskAuthentication: "SASL_SCRAM" });
    expect(msk).not.toHaveProperty("vpcEndpointServiceName");
    expect(msk.privateDnsNames.length).toBeGreaterThan(0);

    await sleep(PROVISION_MS + 20);
    const ready = reverseEndpointSchema.parse(await resultOf(await server.call("GET", `${prod}/${vpce.id}`)));
    expect(ready.status).toBe("Ready");
    const list = z.array(reverseEndpointSchema).parse(await resultOf(await server.call("GET", prod)));
    expect(list.find((e) => e.id === msk.id)?.status).toBe("Ready");
  });

  it.each([
    [{ type: "VPC_ENDPOINT_SERVICE", description: "x" }, "BAD_REQUEST: vpcEndpointServiceName is required"],
    [{ type: "VPC_ENDPOINT_SERVICE", description: "x", vpcEndpointServiceName: "  " }, "BAD_REQUEST: vpcEndpointServiceName is required"],
    [{ type: "VPC_RESOURCE", description: "x", vpcResourceConfigurationId: "r" }, "BAD_REQUEST: vpcResourceShareArn is required"],
    [{ type: "VPC_RESOURCE", description: "x", vpcResourceShareArn: "a" }, "BAD_REQUEST: vpcResourceConfigurationId is required"],
    [{ type: "MSK_MULTI_VPC", description: "x", mskAuthentication: "SASL_IAM" }, "BAD_REQUEST: mskClusterArn is required"],
    [{ type: "MSK_MULTI_VPC", description: "x", mskClusterArn: "a" }, "BAD_REQUEST: mskAuthentication must be SASL_IAM or SASL_SCRAM"],
    [{ type: "MSK_MULTI_VPC", description: "x", mskClusterArn: "a", mskAuthentication: "PLAIN" }, "BAD_REQUEST: mskAuthentication must be SASL_IAM or SASL_SCRAM"],
    [{ type: "GCP_PSC", description: "x" }, "BAD_REQUEST: type must be one of VPC_ENDPOINT_SERVICE, VPC_RESOURCE, MSK_MULTI_VPC"],
    [{ description: "x" }, "BAD_REQUEST: type must be one of VPC_ENDPOINT_SERVICE, VPC_RESOURCE, MSK_MULTI_VPC"],
    [{ type: "VPC_ENDPOINT_SERVICE", vpcEndpointServiceName: "s" }, "BAD_REQUEST: description is required"],
    [{ type: "VPC_ENDPOINT_SERVICE", description: "d".repeat(256), vpcEndpointServiceName: "s" }, "BAD_REQUEST: description must be at most 255 characters"],
    // Another type's field is typed as the reference types it, though not kept; a key the reference lacks is refused.
    [{ type: "VPC_ENDPOINT_SERVICE", description: "x", vpcEndpointServiceName: "s", mskAuthentication: "BOGUS" }, "BAD_REQUEST: mskAuthentication must be SASL_IAM, SASL_SCRAM or null (it is not used by VPC_ENDPOINT_SERVICE endpoints, and is dropped)"],
    [{ type: "VPC_RESOURCE", description: "x", vpcResourceConfigurationId: "r", vpcResourceShareArn: "a", mskClusterArn: 123 }, "BAD_REQUEST: mskClusterArn must be a string or null (it is not used by VPC_RESOURCE endpoints, and is dropped)"],
    [{ type: "MSK_MULTI_VPC", description: "x", mskClusterArn: "a", mskAuthentication: "SASL_IAM", bogus: [] }, 'BAD_REQUEST: Unrecognized key: "bogus"'],
  ])("refuses %j", async (body, message) => {
    expect(await createError(body)).toBe(message);
  });

  it("accepts a description of exactly 255 characters", async () => {
    const endpoint = await create({ type: "VPC_ENDPOINT_SERVICE", description: "d".repeat(255), vpcEndpointServiceName: "s" });
    expect(endpoint.description).toHaveLength(255);
  });

  it("deletes: answers {status, requestId} without result, then the endpoint is gone", async () => {
    const endpoint = await create({ type: "VPC_ENDPOINT_SERVICE", description: "temp", vpcEndpointServiceName: "s" });
    const response = await server.call("DELETE", `${prod}/${endpoint.id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["requestId", "status"]);
    expect((await server.call("GET", `${prod}/${endpoint.id}`)).status).toBe(404);
    expect((await server.call("DELETE", `${prod}/${endpoint.id}`)).status).toBe(404);
  });

  it("an endpoint of the production service is a 404 under the development service", async () => {
    const other = base(DEVELOPMENT_SERVICE.id);
    expect((await server.call("GET", `${other}/${SEED_REVERSE_ENDPOINTS.mskReady.id}`)).status).toBe(404);
    expect((await server.call("DELETE", `${other}/${SEED_REVERSE_ENDPOINTS.mskReady.id}`)).status).toBe(404);
    expect(await resultOf(await server.call("GET", other))).toEqual([]);
    expect((await server.call("GET", `${prod}/${SEED_REVERSE_ENDPOINTS.mskReady.id}`)).status).toBe(200);
  });
});
