// @vitest-environment node
import { describe, expect, it } from "vitest";
import { reverseEndpointCreateBodySchema } from "@/shared/schemas/reverse-endpoint";
import {
  EMPTY_REVERSE_ENDPOINT_FORM,
  fieldRefusalInServerMessage,
  fieldsForType,
  toCreateBody,
  type ReverseEndpointFormValues,
} from "./reverse-endpoint-form-model";

const SERVICE_NAME = "com.amazonaws.vpce.eu-west-1.vpce-svc-0d4c3b2a1f0e9d8c7";
const CONFIGURATION_ID = "rcfg-07129f3acded87625";
const SHARE_ARN = "arn:aws:ram:eu-west-1:123456789012:resource-share/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
const CLUSTER_ARN = "arn:aws:kafka:eu-west-1:123456789012:cluster/acme-events/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f-3";

/** A form where every type's fields are filled, as after a user tried each type in turn. */
const everythingTyped: ReverseEndpointFormValues = {
  type: "",
  description: "Orders database",
  vpcEndpointServiceName: SERVICE_NAME,
  vpcResourceConfigurationId: CONFIGURATION_ID,
  vpcResourceShareArn: SHARE_ARN,
  mskClusterArn: CLUSTER_ARN,
  mskAuthentication: "SASL_SCRAM",
};

const form = (values: Partial<ReverseEndpointFormValues>): ReverseEndpointFormValues => ({ ...EMPTY_REVERSE_ENDPOINT_FORM, ...values });

describe("toCreateBody: only the chosen type's fields are sent", () => {
  it("VPC endpoint service sends the endpoint service name alone", () => {
    expect(toCreateBody({ ...everythingTyped, type: "VPC_ENDPOINT_SERVICE" })).toEqual({
      ok: true,
      body: { type: "VPC_ENDPOINT_SERVICE", description: "Orders database", vpcEndpointServiceName: SERVICE_NAME },
    });
  });
  it("VPC resource sends the configuration id and the share ARN", () => {
    expect(toCreateBody({ ...everythingTyped, type: "VPC_RESOURCE" })).toEqual({
      ok: true,
      body: { type: "VPC_RESOURCE", description: "Orders database", vpcResourceConfigurationId: CONFIGURATION_ID, vpcResourceShareArn: SHARE_ARN },
    });
  });
  it("MSK multi-VPC sends the cluster ARN and the authentication", () => {
    expect(toCreateBody({ ...everythingTyped, type: "MSK_MULTI_VPC" })).toEqual({
      ok: true,
      body: { type: "MSK_MULTI_VPC", description: "Orders database", mskClusterArn: CLUSTER_ARN, mskAuthentication: "SASL_SCRAM" },
    });
  });
  it("trims what it sends, and what it sends is a valid create body", () => {
    const result = toCreateBody(form({ type: "VPC_ENDPOINT_SERVICE", description: "  Orders  ", vpcEndpointServiceName: ` ${SERVICE_NAME}\n` }));
    expect(result).toEqual({ ok: true, body: { type: "VPC_ENDPOINT_SERVICE", description: "Orders", vpcEndpointServiceName: SERVICE_NAME } });
    if (result.ok) expect(reverseEndpointCreateBodySchema.parse(result.body)).toEqual(result.body);
  });
  it("lists the fields each type shows", () => {
    expect(fieldsForType("")).toEqual([]);
    expect(fieldsForType("VPC_ENDPOINT_SERVICE")).toEqual(["vpcEndpointServiceName"]);
    expect(fieldsForType("VPC_RESOURCE")).toEqual(["vpcResourceConfigurationId", "vpcResourceShareArn"]);
    expect(fieldsForType("MSK_MULTI_VPC")).toEqual(["mskClusterArn", "mskAuthentication"]);
  });
});

describe("toCreateBody: each type's required fields are named", () => {
  it("an empty form names the type and the description", () => {
    expect(toCreateBody(EMPTY_REVERSE_ENDPOINT_FORM)).toEqual({
      ok: false,
      errors: { type: "Choose a type.", description: "Enter a description." },
    });
  });
  it("VPC endpoint service needs the endpoint service name", () => {
    expect(toCreateBody(form({ type: "VPC_ENDPOINT_SERVICE", description: "d" }))).toEqual({
      ok: false,
      errors: { vpcEndpointServiceName: "Enter the endpoint service name." },
    });
  });
  it("VPC resource needs both the configuration id and the share ARN, named together", () => {
    expect(toCreateBody(form({ type: "VPC_RESOURCE", description: "" }))).toEqual({
      ok: false,
      errors: {
        description: "Enter a description.",
        vpcResourceConfigurationId: "Enter the resource configuration ID.",
        vpcResourceShareArn: "Enter the resource share ARN.",
      },
    });
  });
  it("MSK multi-VPC needs the cluster ARN and a chosen authentication", () => {
    expect(toCreateBody(form({ type: "MSK_MULTI_VPC", description: "d", mskClusterArn: "  " }))).toEqual({
      ok: false,
      errors: { mskClusterArn: "Enter the cluster ARN.", mskAuthentication: "Choose how the cluster authenticates: IAM access control or user and password." },
    });
  });
  it("fields of other types do not stand in for the chosen type's", () => {
    const result = toCreateBody({ ...everythingTyped, type: "VPC_RESOURCE", vpcResourceShareArn: "" });
    expect(result).toEqual({ ok: false, errors: { vpcResourceShareArn: "Enter the resource share ARN." } });
  });
});

describe("toCreateBody: malformed values are named", () => {
  it.each([
    ["vpcEndpointServiceName", "VPC_ENDPOINT_SERVICE", "vpce-svc-0d4c3b2a1f0e9d8c7", "Endpoint service name must look like com.amazonaws.vpce."],
    ["vpcResourceConfigurationId", "VPC_RESOURCE", "my config", "Resource configuration ID must look like rcfg-"],
    ["vpcResourceShareArn", "VPC_RESOURCE", "6f1c2d3e-4b5a", "Resource share ARN must look like arn:aws:ram:"],
    ["mskClusterArn", "MSK_MULTI_VPC", "arn:aws:kafka:eu-west-1:123456789012:cluster/acme-events", "Cluster ARN must look like arn:aws:kafka:"],
  ] as const)("%s", (field, type, value, message) => {
    const result = toCreateBody({ ...everythingTyped, type, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual([field]);
      expect(result.errors[field]).toContain(message);
    }
  });
  it("accepts partition variants of ARNs (GovCloud, China)", () => {
    const govCloud = "arn:aws-us-gov:kafka:us-gov-west-1:123456789012:cluster/events/0f1e2d3c-1";
    expect(toCreateBody({ ...everythingTyped, type: "MSK_MULTI_VPC", mskClusterArn: govCloud }).ok).toBe(true);
  });
});

describe("toCreateBody: the 255 character limit of the description", () => {
  const withDescription = (description: string) => toCreateBody({ ...everythingTyped, type: "VPC_ENDPOINT_SERVICE", description });
  it("takes exactly 255 characters", () => {
    expect(withDescription("x".repeat(255)).ok).toBe(true);
  });
  it("refuses 256, naming the description and the limit", () => {
    expect(withDescription("x".repeat(256))).toEqual({ ok: false, errors: { description: "Description must be at most 255 characters." } });
  });
  it("counts what is sent: surrounding spaces are trimmed first", () => {
    expect(withDescription(` ${"x".repeat(255)} `).ok).toBe(true);
  });
  it("names a too-long description even before a type is chosen", () => {
    expect(toCreateBody({ ...everythingTyped, description: "x".repeat(300) })).toEqual({
      ok: false,
      errors: { type: "Choose a type.", description: "Description must be at most 255 characters." },
    });
  });
});

describe("fieldRefusalInServerMessage", () => {
  it("finds the field a 400 names, among the fields the chosen type shows", () => {
    expect(fieldRefusalInServerMessage("vpcResourceShareArn is required", "VPC_RESOURCE")?.field).toBe("vpcResourceShareArn");
    expect(fieldRefusalInServerMessage("description must be at most 255 characters", "MSK_MULTI_VPC")?.field).toBe("description");
    expect(fieldRefusalInServerMessage("mskClusterArn is required", "VPC_RESOURCE")).toBeUndefined();
    expect(fieldRefusalInServerMessage("service is stopped", "VPC_RESOURCE")).toBeUndefined();
  });

  it("says what is wrong in the page's words, not the API's field names", () => {
    expect(fieldRefusalInServerMessage("mskClusterArn: cluster not found in account", "MSK_MULTI_VPC")).toEqual({
      field: "mskClusterArn",
      message: "Cluster not found in account",
    });
    expect(fieldRefusalInServerMessage("vpcResourceShareArn is required", "VPC_RESOURCE")?.message).toBe("Resource share ARN is required");
    expect(fieldRefusalInServerMessage("no endpoint service matches vpcEndpointServiceName", "VPC_ENDPOINT_SERVICE")?.message).toBe(
      "No endpoint service matches endpoint service name",
    );
  });
});

describe("toCreateBody and the shared text rules", () => {
  it("names the description when it holds a control or direction character", () => {
    expect(toCreateBody(form({ type: "VPC_ENDPOINT_SERVICE", description: "Orders\u202e", vpcEndpointServiceName: SERVICE_NAME }))).toEqual({
      ok: false,
      errors: { description: "Description must not contain control or direction characters (U+202E at character 7)." },
    });
  });
});
