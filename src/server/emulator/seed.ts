import type { ReverseEndpoint } from "../../shared/schemas/reverse-endpoint";
import type { Service } from "../../shared/schemas/service";
import { DATA_FILE_VERSION, type EmulatorData } from "./emulator-data";
import { DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE, SEED_PIPES, SEED_REVERSE_ENDPOINTS } from "./seed-ids";
import { buildPipe, generatedPipeSpecs, type PipeSeedContext } from "./seed-pipes";
import { seedStack } from "./seed-stack";
import { seededRandom } from "./seeded-random";

// The ids and names tests rely on live in seed-ids.ts (so the builders can use them without
// an import cycle) and are re-exported here, the one place tests import the seed from.
export * from "./seed-ids";

const ORG_CREATED_AT = "2023-06-01T08:00:00.000Z";

/** What the service runs with now; no scaling schedule is active, so it equals the baseline. */
function currentScaling(baseline: { memoryGb: [number, number]; replicas: number; idleScaling: boolean; idleTimeoutMinutes: number }) {
  return {
    effectiveAutoscalingMode: "vertical",
    effectiveMinReplicaMemoryGb: baseline.memoryGb[0],
    effectiveMaxReplicaMemoryGb: baseline.memoryGb[1],
    effectiveMinReplicas: baseline.replicas,
    effectiveMaxReplicas: baseline.replicas,
    effectiveIdleScaling: baseline.idleScaling,
    effectiveIdleTimeoutMinutes: baseline.idleTimeoutMinutes,
  };
}

// Fields the reference types as strings are left out rather than sent as null (gaps.md "Fidelity").
function productionService(): Service {
  return {
    id: PRODUCTION_SERVICE.id,
    name: PRODUCTION_SERVICE.name,
    state: "running",
    tier: "production",
    releaseChannel: "default",
    engineVersion: "25.3.2.39",
    endpoints: [
      { protocol: "https", host: "prod-wh.eu-west-1.aws.acme-data.example", port: 8443, username: "default" },
      { protocol: "nativesecure", host: "prod-wh.eu-west-1.aws.acme-data.example", port: 9440, username: "default" },
      { protocol: "mysql", host: "prod-wh.eu-west-1.aws.acme-data.example", port: 3306, username: "default_mysql", enabled: true },
    ],
    minTotalMemoryGb: 48,
    maxTotalMemoryGb: 360,
    minReplicaMemoryGb: 16,
    maxReplicaMemoryGb: 120,
    numReplicas: 3,
    autoscalingMode: "vertical",
    currentScaling: currentScaling({ memoryGb: [16, 120], replicas: 3, idleScaling: false, idleTimeoutMinutes: 15 }),
    idleScaling: false,
    idleTimeoutMinutes: 15,
    ipAccessList: [
      { source: "203.0.113.0/24", description: "Office Berlin" },
      { source: "198.51.100.17", description: "CI runner" },
      { source: "2001:db8:ac3e::/48", description: "VPN IPv6" },
    ],
    createdAt: "2023-06-02T10:15:00.000Z",
    encryptionKey: "arn:aws:kms:eu-west-1:123456789012:key/1f2e3d4c-5b6a-4789-8abc-def012345678",
    encryptionAssumedRoleIdentifier: "arn:aws:iam::123456789012:role/acme-warehouse-kms",
    iamRole: "arn:aws:iam::987654321098:role/prod-wh-service-role",
    privateEndpointIds: ["vpce-0a1b2c3d4e5f60718"],
    availablePrivateEndpointIds: ["vpce-0a1b2c3d4e5f60718", "vpce-0f9e8d7c6b5a49382", "vpce-05c4b3a29180f7e6d"],
    dataWarehouseId: "dwh-3f1c9a72e5",
    isPrimary: true,
    isReadonly: false,
    hasTransparentDataEncryption: true,
    transparentDataEncryptionKeyId: "tde-key-2025-01",
    encryptionRoleId: "arn:aws:iam::123456789012:role/acme-tde",
  };
}

function developmentService(): Service {
  return {
    id: DEVELOPMENT_SERVICE.id,
    name: DEVELOPMENT_SERVICE.name,
    state: "idle",
    tier: "development",
    engineVersion: "25.3.2.39",
    endpoints: [{ protocol: "https", host: "dev-sandbox.eu-west-1.aws.acme-data.example", port: 8443, username: "default" }],
    // The reference's smallest sizes: 8 GB replicas, 24 GB in all.
    minTotalMemoryGb: 24,
    maxTotalMemoryGb: 24,
    minReplicaMemoryGb: 8,
    maxReplicaMemoryGb: 8,
    numReplicas: 3,
    autoscalingMode: "vertical",
    currentScaling: currentScaling({ memoryGb: [8, 8], replicas: 3, idleScaling: true, idleTimeoutMinutes: 5 }),
    idleScaling: true,
    idleTimeoutMinutes: 5,
    ipAccessList: [{ source: "0.0.0.0/0", description: "Anywhere (sandbox)" }],
    createdAt: "2024-02-12T14:40:00.000Z",
    iamRole: "arn:aws:iam::987654321098:role/dev-sandbox-service-role",
    privateEndpointIds: [],
    availablePrivateEndpointIds: [],
    dataWarehouseId: "dwh-8b27d0c4a1",
    isPrimary: true,
    isReadonly: false,
    hasTransparentDataEncryption: false,
  };
}

function reverseEndpoints(): ReverseEndpoint[] {
  const serviceId = PRODUCTION_SERVICE.id;
  return [
    {
      id: SEED_REVERSE_ENDPOINTS.mskReady.id,
      serviceId,
      description: SEED_REVERSE_ENDPOINTS.mskReady.description,
      type: "MSK_MULTI_VPC",
      mskClusterArn: "arn:aws:kafka:eu-west-1:123456789012:cluster/acme-events/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f-3",
      mskAuthentication: "SASL_IAM",
      endpointId: "vpce-0a1b2c3d4e5f6a7b8",
      dnsNames: ["vpce-0a1b2c3d4e5f6a7b8-4kq2z8xd.vpce-svc.eu-west-1.vpce.amazonaws.com"],
      privateDnsNames: ["b-1.acmeevents.kafka.eu-west-1.amazonaws.com"],
      status: SEED_REVERSE_ENDPOINTS.mskReady.status,
    },
    {
      id: SEED_REVERSE_ENDPOINTS.vpceProvisioning.id,
      serviceId,
      description: SEED_REVERSE_ENDPOINTS.vpceProvisioning.description,
      type: "VPC_ENDPOINT_SERVICE",
      vpcEndpointServiceName: "com.amazonaws.vpce.eu-west-1.vpce-svc-0d4c3b2a1f0e9d8c7",
      endpointId: "vpce-0f1e2d3c4b5a69788",
      dnsNames: ["vpce-0f1e2d3c4b5a69788-7hx3m1pa.vpce-svc-0d4c3b2a1f0e9d8c7.eu-west-1.vpce.amazonaws.com"],
      privateDnsNames: [],
      status: SEED_REVERSE_ENDPOINTS.vpceProvisioning.status,
    },
  ];
}

export interface SeedOptions {
  /** Pipes on the production service; null: the demo set (15 there, 2 on the dev service). */
  pipeCount: number | null;
  /** Seeding time; updatedAt values are minutes before it. */
  now?: number;
}

/**
 * The demo data. The same every time except updatedAt, which is set minutes before `now`
 * so "updated 3 minutes ago" looks alive right after a seed.
 */
export function buildSeedData(options: SeedOptions): EmulatorData {
  const now = options.now ?? Date.now();
  const rng = seededRandom(20250115);
  const context: PipeSeedContext = { rng, now, kafkaEndpointIds: [SEED_REVERSE_ENDPOINTS.mskReady.id] };
  const demoSpecs = Object.values(SEED_PIPES);
  const productionSpecs = demoSpecs.filter((spec) => spec.serviceId === PRODUCTION_SERVICE.id);
  const developmentSpecs = demoSpecs.filter((spec) => spec.serviceId === DEVELOPMENT_SERVICE.id);
  const specs =
    options.pipeCount === null
      ? demoSpecs
      : [
          // The named demo pipes come first so tests that look them up work with a big seed too.
          ...productionSpecs.slice(0, options.pipeCount),
          ...generatedPipeSpecs(PRODUCTION_SERVICE.id, productionSpecs.length, options.pipeCount, rng),
          ...developmentSpecs,
        ];
  const pipes = specs.map((spec, index) => ({ record: buildPipe(spec, index, context), transition: null }));
  // The first kafka pipe goes through both endpoints; the others through the Ready one.
  const clickstream = pipes.find((pipe) => pipe.record.id === SEED_PIPES.clickstream.id);
  if (clickstream?.record.source.kafka) {
    clickstream.record.source.kafka.reversePrivateEndpointIds = [SEED_REVERSE_ENDPOINTS.mskReady.id, SEED_REVERSE_ENDPOINTS.vpceProvisioning.id];
  }
  return {
    version: DATA_FILE_VERSION,
    seededPipeCount: options.pipeCount,
    organizations: [{ id: DEMO_ORGANIZATION.id, name: DEMO_ORGANIZATION.name, createdAt: ORG_CREATED_AT }],
    services: [productionService(), developmentService()].map((record) => ({ organizationId: DEMO_ORGANIZATION.id, record })),
    pipes,
    reverseEndpoints: reverseEndpoints().map((record) => ({ record, transition: null })),
    ...seedStack(DEVELOPMENT_SERVICE.id),
  };
}
