import { describe, expect, it } from "vitest";
import { pipeSchema, type Pipe } from "@/shared/schemas/pipe";
import { checkCredentials, credentialsDraftFrom, readsPublicStore, type CredentialsDraft } from "./pipe-credentials-model";

const ROLE = "arn:aws:iam::123456789012:role/pipes-reader";

function pipeWith(source: Record<string, unknown>): Pipe {
  return pipeSchema.parse({
    id: "p1", serviceId: "s1", name: "orders", state: "Stopped", source,
    destination: { database: "default", table: "events", managedTable: false, columns: [{ name: "id", type: "UUID" }] },
    fieldMappings: [{ sourceField: "id", destinationField: "id" }],
  });
}

const kafkaPipe = pipeWith({ kafka: { type: "confluent", format: "JSONEachRow", brokers: "b-1:9092", topics: "orders", authentication: "PLAIN" } });

function start(pipe: Pipe): CredentialsDraft {
  const draft = credentialsDraftFrom(pipe);
  if (draft === null) throw new Error("no draft");
  return draft;
}

describe("a pipe's credentials form", () => {
  it("starts on the pipe's authentication with every secret empty, and asks for what that authentication needs", () => {
    const draft = start(kafkaPipe);
    expect(draft.kind).toBe("kafka");
    expect(draft.kafka).toMatchObject({ type: "confluent", authentication: "PLAIN", username: "", password: "" });
    expect(checkCredentials(draft, draft)).toEqual({ ok: false, errors: { "kafka.username": "Enter the user name.", "kafka.password": "Enter the password." } });
  });

  it("sends the authentication and its credentials only: nothing else of the source, the password as typed", () => {
    const draft = start(kafkaPipe);
    const checked = checkCredentials({ ...draft, kafka: { ...draft.kafka, username: " api-key ", password: " pass word " } }, draft);
    expect(checked).toEqual({ ok: true, body: { source: { kafka: { authentication: "PLAIN", credentials: { username: "api-key", password: " pass word " } } } } });
  });

  it("checks only the fields it shows: a source field the create form would refuse does not block it", () => {
    const odd = pipeWith({ kafka: { type: "confluent", format: "JSONEachRow", brokers: "not a broker list", topics: "orders", authentication: "PLAIN" } });
    const draft = start(odd);
    expect(checkCredentials({ ...draft, kafka: { ...draft.kafka, username: "u", password: "p" } }, draft).ok).toBe(true);
  });

  it("a public store starts on the first way with credentials it offers, and an IAM role must be an ARN", () => {
    const s3 = pipeWith({ objectStorage: { type: "s3", format: "JSONEachRow", url: "https://bucket.s3.eu-west-1.amazonaws.com/*.json" } });
    const draft = start(s3);
    expect(draft.objectStorage.authentication).toBe("IAM_ROLE");
    expect(checkCredentials({ ...draft, objectStorage: { ...draft.objectStorage, iamRole: "admin" } }, draft)).toEqual({
      ok: false,
      errors: { "objectStorage.iamRole": "The IAM role must be an ARN like arn:aws:iam::123456789012:role/pipes-reader: the account is 12 digits, then role/ and the role's name." },
    });
    expect(checkCredentials({ ...draft, objectStorage: { ...draft.objectStorage, iamRole: ROLE } }, draft)).toEqual({
      ok: true,
      body: { source: { objectStorage: { authentication: "IAM_ROLE", iamRole: ROLE } } },
    });
    // Public access cannot be asked for by a patch.
    expect(checkCredentials({ ...draft, objectStorage: { ...draft.objectStorage, authentication: "public" } }, draft)).toEqual({
      ok: false,
      errors: { "objectStorage.authentication": "Choose how the service reaches the files." },
    });
  });

  it("knows a pipe that reads a public store, so the form can say what saving credentials does to it", () => {
    expect(readsPublicStore(pipeWith({ objectStorage: { type: "s3", format: "JSONEachRow", url: "https://bucket.s3.eu-west-1.amazonaws.com/*.json" } }))).toBe(true);
    expect(readsPublicStore(pipeWith({ objectStorage: { type: "s3", format: "JSONEachRow", url: "https://b.s3.amazonaws.com/*.json", authentication: "IAM_ROLE", iamRole: ROLE } }))).toBe(false);
    expect(readsPublicStore(kafkaPipe)).toBe(false);
  });

  it("an Azure store takes a new connection string, checked as creation checks it", () => {
    const azure = pipeWith({ objectStorage: { type: "azureblobstorage", format: "CSV", url: "", azureContainerName: "exports", path: "a/*.csv", authentication: "CONNECTION_STRING" } });
    const draft = start(azure);
    expect(checkCredentials({ ...draft, objectStorage: { ...draft.objectStorage, connectionString: "garbage" } }, draft)).toMatchObject({
      ok: false,
      errors: { "objectStorage.connectionString": expect.stringMatching(/^That is not a storage connection string/) },
    });
    const connectionString = "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=a2V5;EndpointSuffix=core.windows.net";
    expect(checkCredentials({ ...draft, objectStorage: { ...draft.objectStorage, connectionString } }, draft)).toEqual({
      ok: true,
      body: { source: { objectStorage: { authentication: "CONNECTION_STRING", connectionString } } },
    });
  });

  it("a stream keeps its role as the start, and switches to an access key", () => {
    const kinesis = pipeWith({ kinesis: { format: "JSONEachRow", streamName: "clicks", region: "eu-west-1", iteratorType: "LATEST", authentication: "IAM_ROLE", iamRole: ROLE } });
    const draft = start(kinesis);
    expect(draft.kinesis).toMatchObject({ authentication: "IAM_ROLE", iamRole: ROLE });
    // Its own role again changes nothing: said before sending.
    expect(checkCredentials(draft, draft)).toEqual({
      ok: false,
      errors: { "kinesis.iamRole": "That is the pipe's role already: enter the new role, or choose another way to authenticate." },
    });
    const other = "arn:aws:iam::123456789012:role/other-reader";
    expect(checkCredentials({ ...draft, kinesis: { ...draft.kinesis, iamRole: other } }, draft)).toEqual({
      ok: true,
      body: { source: { kinesis: { authentication: "IAM_ROLE", iamRole: other } } },
    });
    const toKey = { ...draft, kinesis: { ...draft.kinesis, authentication: "IAM_USER" as const } };
    expect(checkCredentials(toKey, draft)).toEqual({ ok: false, errors: { "kinesis.accessKeyId": "Enter the access key ID.", "kinesis.secretKey": "Enter the secret access key." } });
    expect(checkCredentials({ ...toKey, kinesis: { ...toKey.kinesis, accessKeyId: "AKIA1", secretKey: "s" } }, draft)).toEqual({
      ok: true,
      body: { source: { kinesis: { authentication: "IAM_USER", accessKey: { accessKeyId: "AKIA1", secretKey: "s" } } } },
    });
  });

  it("refuses, before sending, what is not the credential it claims to be", () => {
    const hubs = start(pipeWith({ kafka: { type: "azureeventhub", format: "JSONEachRow", brokers: "ns.servicebus.windows.net:9093", topics: "orders", authentication: "PLAIN" } }));
    expect(checkCredentials({ ...hubs, kafka: { ...hubs.kafka, connectionString: "garbage" } }, hubs)).toMatchObject({
      ok: false,
      errors: { "kafka.connectionString": expect.stringMatching(/^That is not an Event Hubs connection string/) },
    });
    const connectionString = "Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=pipes;SharedAccessKey=a2V5";
    expect(checkCredentials({ ...hubs, kafka: { ...hubs.kafka, connectionString } }, hubs)).toEqual({
      ok: true,
      body: { source: { kafka: { authentication: "PLAIN", credentials: { connectionString } } } },
    });

    const msk = start(pipeWith({ kafka: { type: "msk", format: "JSONEachRow", brokers: "b-1:9098", topics: "t", authentication: "MUTUAL_TLS" } }));
    const certificate = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----";
    const privateKey = "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----";
    const tls = (patch: Partial<CredentialsDraft["kafka"]>) => checkCredentials({ ...msk, kafka: { ...msk.kafka, certificate, privateKey, ...patch } }, msk);
    expect(tls({}).ok).toBe(true);
    expect(tls({ certificate: "-----BEGIN CERTIFICATE----------END CERTIFICATE-----" }).ok).toBe(false);
    expect(tls({ certificate: `${certificate}\nand more` }).ok).toBe(false);
    expect(tls({ privateKey: `junk ${privateKey}` }).ok).toBe(false);
    expect(checkCredentials({ ...msk, kafka: { ...msk.kafka, authentication: "IAM_USER", accessKeyId: "AKIA EXAMPLE", secretKey: "s" } }, msk)).toEqual({
      ok: false,
      errors: { "kafka.accessKeyId": "An access key ID is one word of at most 128 letters and digits, like AKIAIOSFODNN7EXAMPLE." },
    });

    const gcs = start(pipeWith({ objectStorage: { type: "gcs", format: "JSONEachRow", url: "https://storage.googleapis.com/b/*.json", authentication: "SERVICE_ACCOUNT" } }));
    const key = (serviceAccountKey: string) => checkCredentials({ ...gcs, objectStorage: { ...gcs.objectStorage, serviceAccountKey } }, gcs);
    expect(key("not base64 !!!")).toMatchObject({ ok: false, errors: { "objectStorage.serviceAccountKey": expect.stringMatching(/base64-encoded/) } });
    expect(key(btoa("[1, 2]")).ok).toBe(false);
    expect(key(btoa('{"type": "service_account"}')).ok).toBe(true);
  });

  it("a postgres pipe changes its user and password only", () => {
    const postgres = pipeWith({
      postgres: { host: "db.example.com", port: 5432, database: "shop", settings: { replicationMode: "cdc" }, tableMappings: [{ sourceSchemaName: "public", sourceTable: "orders", targetTable: "orders" }] },
    });
    const draft = start(postgres);
    expect(checkCredentials(draft, draft)).toEqual({ ok: false, errors: { "postgres.username": "Enter the user name.", "postgres.password": "Enter the password." } });
    expect(checkCredentials({ ...draft, postgres: { ...draft.postgres, username: "replicator", password: "pw" } }, draft)).toEqual({
      ok: true,
      body: { source: { postgres: { credentials: { username: "replicator", password: "pw" } } } },
    });
    // The user is a Postgres role: a name of at most 63 bytes ("é" is two).
    expect(checkCredentials({ ...draft, postgres: { ...draft.postgres, username: "é".repeat(32), password: "pw" } }, draft)).toEqual({
      ok: false,
      errors: { "postgres.username": "The user name is at most 63 bytes, as Postgres names are (it has 64)." },
    });
  });

  it("a source of a kind, flavour or authentication this console does not know has no form: a save would switch it to a default", () => {
    expect(credentialsDraftFrom(pipeWith({ pubsub: { topic: "t" } }))).toBeNull();
    const kafka = { format: "JSONEachRow", brokers: "b-1:9092", topics: "orders" };
    expect(credentialsDraftFrom(pipeWith({ kafka: { ...kafka, type: "newflavour", authentication: "PLAIN" } }))).toBeNull();
    expect(credentialsDraftFrom(pipeWith({ kafka: { ...kafka, type: "confluent", authentication: "OAUTH" } }))).toBeNull();
    // Known, but not offered by the flavour.
    expect(credentialsDraftFrom(pipeWith({ kafka: { ...kafka, type: "confluent", authentication: "IAM_ROLE" } }))).toBeNull();
    expect(credentialsDraftFrom(pipeWith({ objectStorage: { type: "s3", format: "CSV", url: "https://b.s3.amazonaws.com/*", authentication: "SAS_TOKEN" } }))).toBeNull();
    expect(credentialsDraftFrom(pipeWith({ kinesis: { format: "JSONEachRow", streamName: "s", region: "eu-west-1", iteratorType: "LATEST", authentication: "OIDC" } }))).toBeNull();
  });
});
