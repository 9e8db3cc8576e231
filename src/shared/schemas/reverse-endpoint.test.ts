import { describe, expect, it } from "vitest";
import { reverseEndpointCreateBodySchema, reverseEndpointSchema } from "./reverse-endpoint";

describe("reverseEndpointSchema", () => {
  it("accepts an endpoint with nulls for other types' fields, and unknown statuses", () => {
    const parsed = reverseEndpointSchema.parse({
      id: "e", serviceId: "s", description: "d", type: "VPC_ENDPOINT_SERVICE", vpcEndpointServiceName: "com.amazonaws.vpce.x",
      vpcResourceConfigurationId: null, mskClusterArn: null, mskAuthentication: null, endpointId: "vpce-1",
      dnsNames: ["a"], privateDnsNames: [], status: "Migrating",
    });
    expect(parsed.status).toBe("Migrating");
  });
  it("refuses one without status", () => {
    expect(reverseEndpointSchema.safeParse({ id: "e", serviceId: "s", type: "VPC_RESOURCE" }).success).toBe(false);
  });
});

describe("reverse endpoint create body", () => {
  it("keeps only the chosen type's fields", () => {
    const parsed = reverseEndpointCreateBodySchema.parse({
      type: "VPC_RESOURCE", description: "r", vpcResourceConfigurationId: "rcfg-1", vpcResourceShareArn: "arn:share",
      mskClusterArn: "arn:msk", vpcEndpointServiceName: "svc",
    });
    expect(parsed).toEqual({ type: "VPC_RESOURCE", description: "r", vpcResourceConfigurationId: "rcfg-1", vpcResourceShareArn: "arn:share" });
  });
  it.each([
    [{ type: "VPC_ENDPOINT_SERVICE", description: "d" }, "vpcEndpointServiceName", "vpcEndpointServiceName is required"],
    [{ type: "VPC_RESOURCE", description: "d", vpcResourceConfigurationId: "r" }, "vpcResourceShareArn", "vpcResourceShareArn is required"],
    [{ type: "MSK_MULTI_VPC", description: "d", mskClusterArn: "arn" }, "mskAuthentication", "mskAuthentication must be SASL_IAM or SASL_SCRAM"],
    [{ type: "MSK_MULTI_VPC", description: "d", mskClusterArn: " ", mskAuthentication: "SASL_IAM" }, "mskClusterArn", "mskClusterArn is required"],
    [{ type: "VPC_ENDPOINT_SERVICE", description: "", vpcEndpointServiceName: "s" }, "description", "description is required"],
    [{ type: "VPC_ENDPOINT_SERVICE", description: "x".repeat(256), vpcEndpointServiceName: "s" }, "description", "description must be at most 255 characters"],
    [{ type: "GCP", description: "d" }, "type", "type must be one of VPC_ENDPOINT_SERVICE, VPC_RESOURCE, MSK_MULTI_VPC"],
  ])("names the missing or wrong field (%#)", (body, path, message) => {
    const issue = reverseEndpointCreateBodySchema.safeParse(body).error?.issues[0];
    expect(issue?.path.join(".")).toBe(path);
    expect(issue?.message).toBe(message);
  });
  it("takes exactly 255 characters of description", () => {
    expect(reverseEndpointCreateBodySchema.safeParse({ type: "VPC_ENDPOINT_SERVICE", description: "x".repeat(255), vpcEndpointServiceName: "s" }).success).toBe(true);
  });
});
