import { describe, expect, it } from "vitest";
import { PIPE_SOURCE_KINDS } from "@/shared/schemas/pipe";
import { pipeCreateBodySchema } from "@/shared/schemas/pipe-create";
import { buildCreateBody, draftFieldOfBodyPath, firstInvalidStep, refusalOfServerMessage, stepOfField, toCreateBody, validateStep } from "./create-steps";
import { emptyDraft, type PipeDraft } from "./pipe-draft";
import { filledDraft } from "./pipe-draft.fixtures";
import { defaultTargetTable } from "./postgres-model";

const OTHER_KINDS = (kind: string) => PIPE_SOURCE_KINDS.filter((other) => other !== kind);

describe("a filled draft of each kind", () => {
  it.each(PIPE_SOURCE_KINDS)("%s: passes every step and builds a body the contract accepts, holding only its own kind", (kind) => {
    const draft = filledDraft(kind);
    expect(firstInvalidStep(draft)).toBeUndefined();
    const result = buildCreateBody(draft);
    expect(result.ok).toBe(true);
    const body = result.ok ? result.body : undefined;
    expect(pipeCreateBodySchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body!.source)).toEqual([kind]);
    for (const other of OTHER_KINDS(kind)) expect(JSON.stringify(body)).not.toContain(`"${other}"`);
  });

  it("kafka: PLAIN sends the user and password, and nothing of the other authentications", () => {
    const body = toCreateBody(filledDraft("kafka"));
    expect(body.source.kafka).toEqual({
      type: "confluent", format: "JSONEachRow", brokers: "b-1:9092, b-2:9092", topics: "orders", authentication: "PLAIN",
      credentials: { username: "key", password: "s3cr3t-marker" },
      caCertificate: "-----BEGIN CERTIFICATE-----\ns3cr3t-marker\n-----END CERTIFICATE-----",
      offset: { strategy: "from_latest" },
    });
    expect(body.fieldMappings).toEqual([{ sourceField: "id", destinationField: "id" }, { sourceField: "timestamp", destinationField: "ts" }]);
    // Ticked ts first, then id: the sorting key keeps that order, not the columns'.
    expect(body.destination.tableDefinition).toEqual({ engine: { type: "MergeTree" }, sortingKey: ["ts", "id"] });
    expect(body.scaling).toEqual({ replicas: 1, replicaCpuMillicores: 500, replicaMemoryGb: 2 });
    expect(body.settings).toBeUndefined();
  });

  it("object storage: concurrency is sent, a changed setting only that one", () => {
    const draft = filledDraft("objectStorage");
    draft.settings = { ...draft.settings, object_storage_concurrency: "6" };
    const body = toCreateBody(draft);
    expect(body.scaling).toEqual({ replicas: 1, concurrency: 0, replicaCpuMillicores: 500, replicaMemoryGb: 2 });
    expect(body.settings).toEqual({ object_storage_concurrency: 6 });
    expect(body.source.objectStorage).toMatchObject({ authentication: "IAM_USER", accessKey: { accessKeyId: "AKIAEXAMPLE", secretKey: "s3cr3t-marker" } });
    expect(body.source.objectStorage).not.toHaveProperty("connectionString");
  });

  it("postgres: the destination is the database only, with no field mappings or scaling; the target table defaults to schema_table", () => {
    const body = toCreateBody(filledDraft("postgres"));
    expect(body.destination).toEqual({ database: "replica" });
    expect(body).not.toHaveProperty("fieldMappings");
    expect(body).not.toHaveProperty("scaling");
    expect(body.source.postgres?.tableMappings).toEqual([{ sourceSchemaName: "public", sourceTable: "orders", targetTable: "public_orders", excludedColumns: ["notes"] }]);
    expect(body.source.postgres?.settings).toEqual({ replicationMode: "cdc", syncIntervalSeconds: 60, pullBatchSize: 1000, allowNullableColumns: false });
  });
});

describe("each step names the bad field by its id", () => {
  it("step 1: a name and a kind are needed", () => {
    expect(validateStep(emptyDraft(), "source")).toEqual({ name: "Enter a name for the pipe.", kind: "Choose where the pipe reads from." });
    expect(validateStep({ ...filledDraft("kafka"), name: "a\tb" }, "source")).toEqual({ name: "The name must not contain control or direction characters (U+0009 at character 2)." });
  });

  it("step 4: names the service would refuse are said before sending, on their own fields", () => {
    const kafka = filledDraft("kafka");
    const destination = { ...kafka.destination, table: "t".repeat(256), columns: kafka.destination.columns.map((column, index) => (index === 0 ? { ...column, sourceField: "a\u2066b" } : column)) };
    expect(validateStep({ ...kafka, destination }, "destination")).toMatchObject({
      "destination.table": "The table name is at most 255 characters.",
      "destination.columns.0.sourceField": "The source field must not contain control or direction characters (U+2066 at character 2).",
    });
    const postgres = filledDraft("postgres");
    const [first] = postgres.postgres.tableMappings;
    expect(validateStep({ ...postgres, postgres: { ...postgres.postgres, tableMappings: [{ ...first!, sourceTable: "or\u0000ders" }] } }, "format")).toMatchObject({
      "postgres.tableMappings.0.sourceTable": "The table must not contain control or direction characters (U+0000 at character 3).",
    });
  });

  it("step 2 for kafka: the fields of the chosen authentication, and what the flavour allows", () => {
    const draft = filledDraft("kafka");
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, brokers: "broker", password: "" } }, "connection")).toEqual({
      "kafka.brokers": "Write each broker as host:port, separated by commas; an IPv6 address goes in brackets, as [2001:db8::1]:9092.",
      "kafka.password": "Enter the password.",
    });
    // The pattern takes 1 to 5 digits; a port is 1 to 65535, as the Postgres port is.
    for (const brokers of ["host:0", "host:65536", "a:9092, host:99999", "[::1]:65536"]) {
      expect(validateStep({ ...draft, kafka: { ...draft.kafka, brokers } }, "connection"), brokers).toEqual({ "kafka.brokers": "Each broker's port must be 1 to 65535." });
    }
    // A host name is at most 253 characters; brokers pasted one per line (spaces in a one-line field) are told to use commas.
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, brokers: `${"x".repeat(3000)}:9092` } }, "connection")).toEqual({ "kafka.brokers": "A broker's host name is at most 253 characters." });
    for (const brokers of ["b-1:9092 b-2:9092", "b-1:9092 b-2:9092, b-3:9092"]) {
      expect(validateStep({ ...draft, kafka: { ...draft.kafka, brokers } }, "connection"), brokers).toEqual({ "kafka.brokers": "Separate the brokers with commas, not spaces or line breaks." });
    }
    // An IPv6 address in brackets, as Kafka clients take it.
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, brokers: "[2001:db8::7]:9092,b-2:9092" } }, "connection")).toEqual({});
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, brokers: "host:1, host:65535" } }, "connection")).toEqual({});
    // A name too long says so, not that its characters are wrong.
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, topics: "t".repeat(250) } }, "connection")).toEqual({ "kafka.topics": "A topic name is at most 249 characters." });
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, topics: `orders, ${"t".repeat(249)}` } }, "connection")).toEqual({});
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, authentication: "IAM_ROLE", iamRole: "" } }, "connection")).toEqual({
      "kafka.iamRole": "Enter the IAM role ARN.",
      "kafka.authentication": "confluent does not offer IAM_ROLE; choose PLAIN or MUTUAL_TLS.",
    });
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, type: "azureeventhub", connectionString: "" } }, "connection")).toEqual({
      "kafka.connectionString": "Paste the Event Hubs connection string.",
    });
    const msk = { ...draft.kafka, type: "msk" as const, accessKeyId: "", secretKey: " ", iamRole: "role" };
    expect(validateStep({ ...draft, kafka: { ...msk, authentication: "IAM_USER" } }, "connection")).toEqual({
      "kafka.accessKeyId": "Enter the access key ID.",
      "kafka.secretKey": "Enter the secret access key.",
    });
    expect(validateStep({ ...draft, kafka: { ...msk, authentication: "IAM_ROLE" } }, "connection")).toEqual({
      "kafka.iamRole": "The IAM role must be an ARN like arn:aws:iam::123456789012:role/pipes-reader: the account is 12 digits, then role/ and the role's name.",
    });
    expect(validateStep({ ...draft, kafka: { ...msk, authentication: "MUTUAL_TLS", certificate: "not pem", privateKey: "" } }, "connection")).toEqual({
      "kafka.certificate": "The client certificate must be a PEM block, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.",
      "kafka.privateKey": "Paste the private key (PEM).",
    });
  });

  it("kafka: each authentication sends its own credentials, the secret ones as typed", () => {
    const draft = filledDraft("kafka");
    const kafka = { ...draft.kafka, type: "msk" as const, accessKeyId: " AKIA ", secretKey: " s3 ", certificate: " cert ", privateKey: " key " };
    expect(toCreateBody({ ...draft, kafka: { ...kafka, authentication: "IAM_USER" } }).source.kafka?.credentials).toEqual({ accessKeyId: "AKIA", secretKey: " s3 " });
    expect(toCreateBody({ ...draft, kafka: { ...kafka, authentication: "MUTUAL_TLS" } }).source.kafka?.credentials).toEqual({ certificate: "cert", privateKey: "key" });
    expect(toCreateBody({ ...draft, kafka: { ...kafka, authentication: "IAM_ROLE", iamRole: "arn" } }).source.kafka).not.toHaveProperty("credentials");
  });

  it("step 3: kafka from a timestamp needs the time; AvroConfluent needs a registry", () => {
    const draft = filledDraft("kafka");
    expect(validateStep({ ...draft, kafka: { ...draft.kafka, offsetStrategy: "from_timestamp", format: "AvroConfluent" } }, "format")).toEqual({
      "kafka.offsetTimestamp": "Enter the time to start from (UTC).",
      "kafka.schemaRegistryUrl": "Enter the schema registry URL: AvroConfluent records name their schema there.",
      // The test draft has a registry password but no user name.
      "kafka.schemaRegistryUsername": "Enter both the registry's user name and password, or neither.",
    });
  });

  it("step 3: a registry URL that is not an address says so, not that it lacks https://", () => {
    const draft = filledDraft("kafka");
    const registry = (schemaRegistryUrl: string) =>
      validateStep({ ...draft, kafka: { ...draft.kafka, format: "AvroConfluent", schemaRegistryUrl, schemaRegistryUsername: "", schemaRegistryPassword: "" } }, "format");
    const unreachable = "The schema registry URL is not a valid address: its host cannot hold spaces, and a port must be 1 to 65535.";
    expect(registry("https://reg.example.com:99999")).toEqual({ "kafka.schemaRegistryUrl": unreachable });
    expect(registry("https://reg exa mple.com")).toEqual({ "kafka.schemaRegistryUrl": unreachable });
    expect(registry("https://reg.example.com:0")).toEqual({ "kafka.schemaRegistryUrl": unreachable });
    expect(registry("http://reg.example.com")).toEqual({ "kafka.schemaRegistryUrl": "The schema registry URL must start with https://." });
    expect(registry("https://reg.example.com:8081/path")).toEqual({});
  });

  it("step 2: a role that is not an ARN is told what an ARN looks like, at Kinesis and object storage alike", () => {
    const arn = "The IAM role must be an ARN like arn:aws:iam::123456789012:role/pipes-reader: the account is 12 digits, then role/ and the role's name.";
    const kinesis = filledDraft("kinesis");
    // An account of 11 digits: the ARN's shape is right, its account is not.
    const shortAccount = "arn:aws:iam::12345678901:role/reader";
    expect(validateStep({ ...kinesis, kinesis: { ...kinesis.kinesis, authentication: "IAM_ROLE", iamRole: shortAccount } }, "connection")).toEqual({ "kinesis.iamRole": arn });
    const storage = filledDraft("objectStorage");
    expect(validateStep({ ...storage, objectStorage: { ...storage.objectStorage, type: "s3", authentication: "IAM_ROLE", iamRole: shortAccount } }, "connection"))
      .toMatchObject({ "objectStorage.iamRole": arn });
  });

  it("step 2 for postgres: a host typed as a URL says what to drop and where the port goes", () => {
    const draft = filledDraft("postgres");
    const hostProblem = (host: string) => validateStep({ ...draft, postgres: { ...draft.postgres, host } }, "connection")["postgres.host"];
    expect(hostProblem("http://db.example.com:5432")).toBe("Enter only db.example.com here: drop the http:// and put the port 5432 in the Port field.");
    expect(hostProblem("postgres://db.example.com/shop")).toBe("Enter only db.example.com here: drop the postgres:// and drop the /shop.");
    expect(hostProblem("db.example.com:5432")).toBe("Enter only db.example.com here: put the port 5432 in the Port field.");
    expect(hostProblem("db example.com")).toBe("The host must be a host name like db.example.com or an IPv4 address.");
    expect(hostProblem("10.0.0.7")).toBeUndefined();
  });

  it("postgres names stop at 63 bytes, as Postgres keeps them: the database, the user, a table's schema and name, the publication and the slot", () => {
    const draft = filledDraft("postgres");
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, database: "d".repeat(100) } }, "connection")).toEqual({
      "postgres.database": "The database is at most 63 bytes, as Postgres names are (it has 100).",
    });
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, database: "d".repeat(63) } }, "connection")).toEqual({});
    // A user is a role, named as the rest: 31 "ü" are 62 bytes, one more is 64.
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, username: "ü".repeat(32) } }, "connection")).toEqual({
      "postgres.username": "The user name is at most 63 bytes, as Postgres names are (it has 64).",
    });
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, username: `${"ü".repeat(31)}r` } }, "connection")).toEqual({});
    const [first] = draft.postgres.tableMappings;
    // Bytes, not characters: "é" is two of them.
    const tableMappings = [{ ...first!, sourceSchemaName: "s".repeat(64), sourceTable: "é".repeat(32) }];
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, tableMappings } }, "format")).toEqual({
      "postgres.tableMappings.0.sourceSchemaName": "The schema is at most 63 bytes, as Postgres names are (it has 64).",
      "postgres.tableMappings.0.sourceTable": "The table is at most 63 bytes, as Postgres names are (it has 64).",
    });
    const slot = { replicationMode: "cdc_only" as const, publicationName: "p".repeat(64), replicationSlotName: "s".repeat(70) };
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, ...slot } }, "format")).toEqual({
      "postgres.publicationName": "The publication name is at most 63 bytes, as Postgres names are (it has 64).",
      "postgres.replicationSlotName": "The replication slot name is at most 63 bytes, as Postgres names are (it has 70).",
    });
  });

  it("step 2: a files URL or a queue URL with a port past 65535 is refused", () => {
    const draft = filledDraft("objectStorage");
    const storage = { ...draft.objectStorage, type: "s3" as const, authentication: "IAM_ROLE" as const, iamRole: "arn:aws:iam::123456789012:role/r", isContinuous: true };
    expect(validateStep({ ...draft, objectStorage: { ...storage, url: "https://bucket.s3.amazonaws.com:70000/logs/*.csv" } }, "connection")).toMatchObject({
      "objectStorage.url": "The URL is not a valid address: its host cannot hold spaces, and a port must be 1 to 65535.",
    });
    expect(validateStep({ ...draft, objectStorage: { ...storage, queueUrl: "https://sqs.eu-west-1.amazonaws.com:65536/1/q" } }, "connection")).toMatchObject({
      "objectStorage.queueUrl": "The queue URL is not a valid address: its host cannot hold spaces, and a port must be 1 to 65535.",
    });
  });

  it("step 2: a files URL that starts with https:// but holds a space, or names no host, says that, not that https:// is missing", () => {
    const draft = filledDraft("objectStorage");
    const urlProblem = (url: string) => validateStep({ ...draft, objectStorage: { ...draft.objectStorage, type: "s3", url } }, "connection")["objectStorage.url"];
    expect(urlProblem("https://bucket.s3.eu-west-1.amazonaws.com/daily exports/*.csv")).toBe("The URL cannot hold spaces: write a space in a folder or file name as %20.");
    expect(urlProblem("https://my bucket.s3.amazonaws.com/x.csv")).toBe("The URL cannot hold spaces: write a space in a folder or file name as %20.");
    expect(urlProblem("https:///logs/*.csv")).toBe("The URL must name the host and then the files, like https://bucket.s3.eu-west-1.amazonaws.com/logs/*.json.gz.");
    expect(urlProblem("s3://bucket/logs/*.csv")).toBe("The URL must start with https:// (or http://), like https://bucket.s3.eu-west-1.amazonaws.com/logs/*.json.gz.");
    expect(urlProblem("https://bucket.s3.eu-west-1.amazonaws.com/daily%20exports/*.csv")).toBeUndefined();
  });

  it("step 2: an empty files URL is asked for with an example address of the store chosen", () => {
    const draft = filledDraft("objectStorage");
    const missingUrl = (type: "s3" | "gcs") => validateStep({ ...draft, objectStorage: { ...draft.objectStorage, type, url: "" } }, "connection")["objectStorage.url"];
    expect(missingUrl("s3")).toBe("Enter the URL of the files, like https://bucket.s3.eu-west-1.amazonaws.com/logs/*.json.gz.");
    expect(missingUrl("gcs")).toBe("Enter the URL of the files, like https://storage.googleapis.com/bucket/logs/*.json.gz.");
  });

  it("step 2: an azure container, path and connection string are held to Azure's forms", () => {
    const draft = filledDraft("objectStorage");
    const azure = { ...draft.objectStorage, type: "azureblobstorage" as const, authentication: "CONNECTION_STRING" as const, url: "" };
    const check = (change: Partial<typeof azure>) => validateStep({ ...draft, objectStorage: { ...azure, azureContainerName: "exports", path: "logs/*.csv", connectionString: "AccountName=acme;AccountKey=a2V5", ...change } }, "connection");
    expect(check({})).toEqual({});
    expect(check({ connectionString: "BlobEndpoint=https://acme.blob.core.windows.net/;SharedAccessSignature=sv=2022&sig=x;" })).toEqual({});
    expect(check({ azureContainerName: "bad container!", path: "/leading/*.csv", connectionString: "garbage" })).toEqual({
      "objectStorage.azureContainerName": "A container name is 3 to 63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit.",
      "objectStorage.path": "The path starts inside the container: leave out the leading /, as in exports/*.csv.",
      "objectStorage.connectionString": "That is not a storage connection string: paste the one the storage account's Access keys page shows, like DefaultEndpointsProtocol=https;AccountName=…;AccountKey=….",
    });
    expect(check({ azureContainerName: "a--b" })).toHaveProperty(["objectStorage.azureContainerName"]);
    expect(check({ azureContainerName: "ab" })).toHaveProperty(["objectStorage.azureContainerName"]);
  });

  it("step 3 for postgres: a table whose name the target rule refuses gets a target that meets it", () => {
    expect(defaultTargetTable({ sourceSchemaName: "public", sourceTable: "my table" })).toBe("public_my_table");
    expect(defaultTargetTable({ sourceSchemaName: "", sourceTable: "a.b" })).toBe("public_a_b");
    expect(defaultTargetTable({ sourceSchemaName: "2024", sourceTable: "orders" })).toBe("_2024_orders");
    expect(defaultTargetTable({ sourceSchemaName: "public", sourceTable: " " })).toBe("");
    const draft = filledDraft("postgres");
    const row = { ...draft.postgres.tableMappings[0]!, sourceTable: "my table", targetTable: "" };
    expect(toCreateBody({ ...draft, postgres: { ...draft.postgres, tableMappings: [row] } }).source.postgres?.tableMappings[0]?.targetTable).toBe("public_my_table");
  });

  it("step 3 for postgres: rows checked one by one, a repeated table named at its row", () => {
    const draft = filledDraft("postgres");
    const row = draft.postgres.tableMappings[0]!;
    const rows = [row, { ...row, key: "t2", targetTable: "other" }, { ...row, key: "t3", sourceTable: "" }];
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, tableMappings: rows } }, "format")).toEqual({
      "postgres.tableMappings.1.sourceTable": "public.orders is already copied by table 1.",
      "postgres.tableMappings.2.sourceTable": "Enter the table to copy.",
    });
    // A number past 2^53 would not be sent as typed.
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, syncIntervalSeconds: "99999999999999999999" } }, "format")).toEqual({
      "postgres.syncIntervalSeconds": "The sync interval must be at most 9007199254740991.",
    });
    expect(validateStep({ ...draft, postgres: { ...draft.postgres, pullBatchSize: "9007199254740991" } }, "format")).toEqual({});
  });

  it("step 4: column names, the sorting key, and field mappings live in the column rows", () => {
    const draft = filledDraft("kinesis");
    const columns = [...draft.destination.columns, { key: "c3", name: "id", type: "", sourceField: "" }];
    expect(validateStep({ ...draft, destination: { ...draft.destination, columns } }, "destination")).toEqual({
      "destination.columns.2.name": "id is already column 1.",
      "destination.columns.2.type": "Enter the column's type, like String or DateTime64(3).",
      "destination.columns.2.sourceField": "Enter the source field that fills this column.",
    });
    const typed = (type: string) => validateStep({ ...draft, destination: { ...draft.destination, columns: [{ ...columns[0]!, type }] } }, "destination");
    expect(typed("Strng")).toEqual({ "destination.columns.0.type": "Strng is not a ClickHouse type: did you mean String?" });
    expect(typed("LowCardinality(Nullable(String))")).toEqual({});
    expect(validateStep({ ...draft, destination: { ...draft.destination, sortingKey: [] } }, "destination")).toEqual({
      "destination.sortingKey": "Choose at least one column for the sorting key: rows are stored in its order.",
    });
    // The partition key is the service's to read, but a bracket left open is plainly not one.
    for (const partitionBy of ["toYYYYMM(timestamp", "toYYYYMM)timestamp(", "f(g(x)"]) {
      expect(validateStep({ ...draft, destination: { ...draft.destination, partitionBy } }, "destination"), partitionBy).toEqual({
        "destination.partitionBy": "Each “(” needs its “)”, as in toYYYYMM(timestamp).",
      });
    }
    expect(validateStep({ ...draft, destination: { ...draft.destination, partitionBy: "(toYYYYMM(timestamp), region)" } }, "destination")).toEqual({});
    // Brackets in a quoted string or name are text; one outside them still counts.
    for (const partitionBy of ["if(region = ':)', 'smile', region)", "concat(`a(b`, \"c)\", 'it''s (', 'x\\')')"]) {
      expect(validateStep({ ...draft, destination: { ...draft.destination, partitionBy } }, "destination"), partitionBy).toEqual({});
    }
    expect(validateStep({ ...draft, destination: { ...draft.destination, partitionBy: "concat('(', region" } }, "destination")).toEqual({
      "destination.partitionBy": "Each “(” needs its “)”, as in toYYYYMM(timestamp).",
    });
  });

  it("step 5: scaling and settings within their bounds, with units in the message", () => {
    const draft: PipeDraft = { ...filledDraft("kafka") };
    draft.scaling = { ...draft.scaling, replicas: "41", replicaMemoryGb: "1.25" };
    draft.settings = { ...draft.settings, streaming_max_insert_wait_ms: "100" };
    expect(validateStep(draft, "scaling")).toEqual({
      "scaling.replicas": "Replicas must be 1 to 40.",
      "scaling.replicaMemoryGb": "Memory per replica goes in steps of 0.5 GB.",
      "settings.streaming_max_insert_wait_ms": expect.stringMatching(/must be at least 500/),
    });
  });

  it("Create on a draft with a problem lands on the first step that has one", () => {
    const draft = filledDraft("kinesis");
    const result = buildCreateBody({ ...draft, kinesis: { ...draft.kinesis, region: "" } });
    expect(result).toEqual({ ok: false, step: "connection", errors: { "kinesis.region": "Enter the stream's AWS region, like eu-west-1." } });
  });
});

describe("paths of the contract and of the service's messages map to the form's fields and steps", () => {
  it.each([
    [["source", "kafka", "credentials", "password"], "kafka.password", "connection"],
    [["source", "kafka", "offset", "timestamp"], "kafka.offsetTimestamp", "format"],
    [["source", "kinesis", "accessKey", "secretKey"], "kinesis.secretKey", "connection"],
    [["source", "postgres", "settings", "replicationMode"], "postgres.replicationMode", "format"],
    [["source", "postgres", "tableMappings", 1, "targetTable"], "postgres.tableMappings.1.targetTable", "format"],
    [["destination", "tableDefinition", "sortingKey", 0], "destination.sortingKey", "destination"],
    [["fieldMappings", 2, "destinationField"], "destination.columns.2.sourceField", "destination"],
    [["scaling", "replicas"], "scaling.replicas", "scaling"],
    [["name"], "name", "source"],
  ] as const)("%j → %s on step %s", (path, field, step) => {
    expect(draftFieldOfBodyPath(path)).toBe(field);
    expect(stepOfField(field)).toBe(step);
  });
});

describe("a refusal of the service names its field, and the field shows the service's words without the body's path", () => {
  it.each([
    ["source.kafka.brokers: broker b-1.example.com:9092 could not be reached", "kafka.brokers", "Broker b-1.example.com:9092 could not be reached"],
    ["destination.table: table orders already exists in database default", "destination.table", "Table orders already exists in database default"],
    ["source.kafka.type must be one of kafka, redpanda", "kafka.type", "Type must be one of kafka, redpanda"],
    ["fieldMappings[1].destinationField: no such column", "destination.columns.1.sourceField", "No such column"],
    ["name x is already used by another pipe of this service", "name", "Name x is already used by another pipe of this service"],
  ])("%s", (message, field, words) => {
    expect(refusalOfServerMessage(message)).toEqual({ field, message: words });
  });

  it("names no field for a message that starts with none the body has", () => {
    expect(refusalOfServerMessage("something broke")).toBeUndefined();
    expect(refusalOfServerMessage("quota: too many pipes")).toBeUndefined();
  });
});
