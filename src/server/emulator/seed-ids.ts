/**
 * Fixed ids and names of the demo data. Tests and e2e flows import these (through seed.ts)
 * instead of copying strings, so the seed can change in one place.
 */
export const DEMO_ORGANIZATION = { id: "519e1ec0-92c0-4972-8d61-bf4c0dcb0682", name: "Acme Analytics" } as const;

export const PRODUCTION_SERVICE = {
  id: "fd631182-7c0e-46b2-8e72-d2850c6469bd",
  name: "Production Warehouse",
  tier: "production",
} as const;
export const DEVELOPMENT_SERVICE = {
  id: "a824b85b-05ef-430c-8ea2-60d93d143d71",
  name: "Development Sandbox",
  tier: "development",
} as const;

/** Reverse private endpoints of the production service. */
export const SEED_REVERSE_ENDPOINTS = {
  /** MSK_MULTI_VPC, Ready. */
  mskReady: { id: "ae250d94-23c3-40c2-9b15-7c1d1c3e8023", description: "Events MSK cluster", status: "Ready" },
  /** VPC_ENDPOINT_SERVICE, stays Provisioning (seeded without a transition). */
  vpceProvisioning: {
    id: "880ce3bf-d3a3-4f7f-ba54-d4cec16a0594",
    description: "Billing Postgres endpoint service",
    status: "Provisioning",
  },
} as const;

type Kind = "kafka" | "objectStorage" | "kinesis" | "postgres";
interface SeedPipeId {
  id: string;
  name: string;
  kind: Kind;
  state: string;
  serviceId: string;
}
const onProduction = (id: string, name: string, kind: Kind, state: string): SeedPipeId => ({
  id, name, kind, state, serviceId: PRODUCTION_SERVICE.id,
});

/** The demo pipes, in list order. States are those of the seed (nothing moves until a command). */
export const SEED_PIPES = {
  ordersCdc: onProduction("157717ea-55d8-4d04-926f-4bb294d6eec3", "orders-cdc", "postgres", "Running"),
  clickstream: onProduction("36564cd3-c19a-4c4c-ae70-053dc721f50f", "clickstream-events", "kafka", "Running"),
  rawEventsS3: onProduction("79bbe259-3a36-47bd-b212-4d4872711cdd", "raw-events-s3", "objectStorage", "Running"),
  iotTelemetry: onProduction("1a214da8-7393-4724-b120-81195c4a53d6", "iot-telemetry", "kinesis", "Running"),
  paymentsKafka: onProduction("6653f8b1-7d68-4698-8fb0-036bab0d39e0", "payments-stream", "kafka", "Degraded"),
  auditArchive: onProduction("d1c23126-9fbc-489d-acf8-5c65c4f29396", "audit-log-archive", "objectStorage", "Completed"),
  azureInvoices: onProduction("1716a380-5f1b-43ee-8793-0616ccea9a94", "azure-invoices", "objectStorage", "Failed"),
  mobileEvents: onProduction("dd08aeaa-53a7-4bd1-a4e4-7eca2cc8b7b3", "mobile-events", "kinesis", "Stopped"),
  inventoryCdc: onProduction("284359b5-ac75-44f1-94da-6bc76dfc0507", "inventory-cdc", "postgres", "Snapshot"),
  crmSync: onProduction("d5036dfe-74e3-4791-93e0-c40492ab9356", "crm-sync", "postgres", "Paused"),
  signupsKafka: onProduction("a8dcee1f-c819-4bfd-8e37-12add52110c6", "user-signups", "kafka", "Provisioning"),
  gcsLogs: onProduction("2bf9d575-3313-4b8f-8cc0-2ce93b9e07c2", "gcs-access-logs", "objectStorage", "Stopped"),
  billingCdc: onProduction("261c2cda-6cfc-47b9-9940-f6e9f9bf0e05", "billing-cdc", "postgres", "Failed"),
  metricsKafka: onProduction("c0c4ede5-58eb-4fab-826f-016b3ab4e638", "app-metrics", "kafka", "Setup"),
  adImpressions: onProduction("6bb593e1-ae6d-4a51-a5ac-dde47addcb0e", "ad-impressions", "kinesis", "Running"),
  sandboxKafka: {
    id: "1c7ee156-6153-4144-9d6f-7be3856ce254", name: "sandbox-kafka-test", kind: "kafka", state: "Running",
    serviceId: DEVELOPMENT_SERVICE.id,
  },
  sandboxImport: {
    id: "a3f71598-9eab-4ac5-a336-c8e6d8ea0c67", name: "sandbox-csv-import", kind: "objectStorage", state: "Stopped",
    serviceId: DEVELOPMENT_SERVICE.id,
  },
} as const satisfies Record<string, SeedPipeId>;
export type SeedPipeKey = keyof typeof SEED_PIPES;

/** Stack data of the production service. Dashboard, tile, alert and webhook ids are strings. */
/** Webhooks carry the reference's required `service`, `createdAt` and `updatedAt` (gaps.md "Fidelity"). */
export const SEED_WEBHOOKS = {
  oncallSlack: {
    id: "63d73189-2902-404c-b260-f85f1bf63193", name: "On-call Slack", service: "slack",
    url: "https://hooks.slack.example/services/T000/B000/acme-oncall",
    createdAt: "2024-03-04T10:00:00.000Z", updatedAt: "2025-01-20T16:45:00.000Z",
  },
  pagerBridge: {
    id: "0191cba2-f896-4a58-a666-ddbc85c5ffce", name: "PagerDuty bridge", service: "generic",
    url: "https://events.pagerduty.example/integration/acme/enqueue",
    createdAt: "2024-05-13T08:30:00.000Z", updatedAt: "2024-05-13T08:30:00.000Z",
  },
} as const;

export const SEED_SOURCES = {
  logs: { id: "f59bc185-b8d0-4064-8652-ff35225c7f5f", name: "Logs", kind: "log" },
  traces: { id: "efb2cd06-447e-4262-847a-2b8bb1eb885e", name: "Traces", kind: "trace" },
  metrics: { id: "aa038c08-b5b4-4e5b-8bc0-a3304e9f971b", name: "Metrics", kind: "metric" },
  sessions: { id: "de6b5296-c135-4e0b-a3ab-f0d42db55b57", name: "Sessions", kind: "session" },
} as const;

export const SEED_DASHBOARDS = {
  serviceHealth: {
    id: "5f321a8e-8433-48fd-824f-d110119f9412",
    name: "Service Health",
    tileIds: {
      requests: "74db98ac-37ee-45bc-8c44-465f01aadf74",
      errors: "6328a7c4-0e5b-4124-8674-78aabfe64f58",
      p95Latency: "14264cd9-41b7-4aea-96af-808afce453b9",
      errorRate: "1dda4491-28f4-40f3-9917-a9bff547f23f",
      activeUsers: "bf7f1656-aacd-470f-9b26-a543a952c2b0",
      slowQueries: "0757afd6-7874-4d50-9ea6-2f24f687f172",
      throughputByService: "bf1059e0-261b-4543-8696-7a71005bee45",
      maxMemory: "da71110c-f4e9-4dcf-ae33-b267c962df37",
    },
  },
  checkoutFunnel: {
    id: "4e63c4b6-c075-478d-ac7d-2d1df73d3dcd",
    name: "Checkout Funnel",
    tileIds: {
      cartViews: "c1a0f3d2-5b7e-4c19-8a2d-3e4f5a6b7c80",
      checkoutsStarted: "c1a0f3d2-5b7e-4c19-8a2d-3e4f5a6b7c81",
      ordersPlaced: "c1a0f3d2-5b7e-4c19-8a2d-3e4f5a6b7c82",
      paymentFailures: "c1a0f3d2-5b7e-4c19-8a2d-3e4f5a6b7c83",
      averageOrderValue: "c1a0f3d2-5b7e-4c19-8a2d-3e4f5a6b7c84",
      uniqueBuyers: "c1a0f3d2-5b7e-4c19-8a2d-3e4f5a6b7c85",
    },
  },
  /** Every tile kind: numbers, ratios, grouped charts, a table, a rate, metrics. */
  platformOverview: {
    id: "07435f64-7298-4687-a600-f13463f2e887",
    name: "Platform Overview",
    tileIds: {
      requests: "eb181e68-aef3-4860-a0b9-06881e53b62b",
      p99Latency: "5ea87a94-62e6-4f12-830b-ab3d00b6f7db",
      revenue: "45a5af52-fb8f-478e-a9a4-7a7e1ffe219b",
      errorShare: "333e643c-3f5d-4bab-91ca-0ce2e22c11e0",
      requestsByService: "b9b44187-0e42-47f6-ad15-48831c641be7",
      errorRatio: "bd5ca71a-e291-46f4-90d8-d2416af3ab2b",
      servicesTable: "0c76403c-359f-4aeb-b53f-8f4b5618195e",
      logVolume: "60da0c8c-0eac-4f09-87f4-981e81dc70fa",
      cpuByService: "ba9d7dfd-e299-4b2a-8973-737cba7a57c0",
      queueDepth: "0897d9e1-34f6-4727-bcf8-4d437b4b1c81",
    },
  },
} as const;

export const SEED_ALERTS = {
  errorSpike: {
    id: "fd3b93a7-3eb9-4e2f-b49e-f88401447f76",
    name: "Error spike",
    dashboardId: SEED_DASHBOARDS.serviceHealth.id,
    tileId: SEED_DASHBOARDS.serviceHealth.tileIds.errors,
    webhookId: SEED_WEBHOOKS.oncallSlack.id,
  },
} as const;
