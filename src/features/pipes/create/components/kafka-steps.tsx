import { useId } from "react";
import { KAFKA_AUTHENTICATIONS_BY_TYPE, KAFKA_FORMATS } from "@/shared/schemas/pipe-kinds";
import { InlineError } from "@/ui/error-panel";
import type { EndpointList, KafkaDraft } from "../model/kafka-model";
import { KAFKA_OFFSET_LABELS, kafkaAuthenticationLabel, START_READING_LABEL } from "../model/labels";
import { AccessKeyFields, CheckboxField, RadioGroup, SecretField, SelectField, TextField } from "./wizard-fields";

type Set = (patch: Partial<KafkaDraft>) => void;

/** Step 2 for Kafka: brokers, topic, the authentication the flavour offers, and the private route to the cluster. */
export function KafkaConnection({ kafka, set, endpoints, createEndpointHref }: {
  kafka: KafkaDraft;
  set: Set;
  endpoints: EndpointList;
  createEndpointHref: string;
}) {
  return (
    <>
      <TextField id="kafka.brokers" label="Brokers" required mono value={kafka.brokers} onChange={(brokers) => set({ brokers })}
        hint="host:port of each bootstrap broker, separated by commas, such as b-1.example.com:9092,b-2.example.com:9092" />
      <TextField id="kafka.topics" label="Topic" required mono value={kafka.topics} onChange={(topics) => set({ topics })}
        hint="The topic to read; several, separated by commas, when they share one format." />
      <KafkaAccess kafka={kafka} set={set} />
      <SecretField id="kafka.caCertificate" name="CA certificate" label="CA certificate (optional)" multiline value={kafka.caCertificate}
        onChange={(caCertificate) => set({ caCertificate })} hint="PEM certificates that sign the brokers' certificates, when they are not publicly trusted." />
      <EndpointChoice kafka={kafka} set={set} endpoints={endpoints} createEndpointHref={createEndpointHref} />
    </>
  );
}

/** How the pipe authenticates, among the ways the flavour offers, and what that way needs (also a pipe's "Change credentials"). */
export function KafkaAccess({ kafka, set }: { kafka: KafkaDraft; set: Set }) {
  return (
    <>
      <RadioGroup
        id="kafka.authentication"
        label="Authentication"
        required
        value={kafka.authentication}
        onChange={(authentication) => set({ authentication })}
        options={KAFKA_AUTHENTICATIONS_BY_TYPE[kafka.type].map((value) => ({ value, label: kafkaAuthenticationLabel(value, kafka.type) }))}
      />
      <KafkaCredentials kafka={kafka} set={set} />
    </>
  );
}

function KafkaCredentials({ kafka, set }: { kafka: KafkaDraft; set: Set }) {
  switch (kafka.authentication) {
    case "PLAIN":
    case "SCRAM-SHA-256":
    case "SCRAM-SHA-512":
      if (kafka.type === "azureeventhub") {
        return <SecretField id="kafka.connectionString" name="connection string" label="Connection string" required value={kafka.connectionString}
          onChange={(connectionString) => set({ connectionString })} hint="The Event Hubs namespace's connection string (Endpoint=sb://…;SharedAccessKey=…)." />;
      }
      return (
        <div className="wizard-pair">
          <TextField id="kafka.username" label="User name" required value={kafka.username} onChange={(username) => set({ username })} />
          <SecretField id="kafka.password" name="password" label="Password" required value={kafka.password} onChange={(password) => set({ password })} />
        </div>
      );
    case "IAM_ROLE":
      return <TextField id="kafka.iamRole" label="IAM role ARN" required mono value={kafka.iamRole} onChange={(iamRole) => set({ iamRole })}
        hint="A role of your AWS account that may read the cluster, such as arn:aws:iam::123456789012:role/pipes-reader" />;
    case "IAM_USER":
      return (
        <AccessKeyFields prefix="kafka" accessKeyId={kafka.accessKeyId} secretKey={kafka.secretKey} onChange={set} />
      );
    case "MUTUAL_TLS":
      return (
        <>
          <SecretField id="kafka.certificate" name="client certificate" label="Client certificate" required multiline value={kafka.certificate}
            onChange={(certificate) => set({ certificate })} hint="PEM, from -----BEGIN CERTIFICATE-----" />
          <SecretField id="kafka.privateKey" name="private key" label="Private key" required multiline value={kafka.privateKey}
            onChange={(privateKey) => set({ privateKey })} hint="PEM, from -----BEGIN PRIVATE KEY-----" />
        </>
      );
  }
}

/** The service's reverse private endpoints, to reach a cluster that is not on the internet. */
function EndpointChoice({ kafka, set, endpoints, createEndpointHref }: {
  kafka: KafkaDraft;
  set: Set;
  endpoints: EndpointList;
  createEndpointHref: string;
}) {
  const hintId = useId();
  const toggle = (id: string, on: boolean) =>
    set({ reversePrivateEndpointIds: on ? [...kafka.reversePrivateEndpointIds, id] : kafka.reversePrivateEndpointIds.filter((other) => other !== id) });
  return (
    <fieldset className="wizard-fieldset" aria-describedby={hintId}>
      <legend className="field__label">Reverse private endpoints (optional)</legend>
      <p className="field__hint" id={hintId}>
        A private route from this service to the cluster. Without one, the brokers must be reachable from the internet.{" "}
        <a href={createEndpointHref} target="_blank" rel="noopener">Create an endpoint<span className="visually-hidden"> (opens in a new tab)</span></a>
      </p>
      {endpoints.state === "loading" && <p className="muted">Loading the service's endpoints…</p>}
      {endpoints.state === "failed" && <InlineError error={endpoints.error} />}
      {endpoints.state === "ready" && endpoints.items.length === 0 && <p className="muted">This service has no reverse private endpoints yet.</p>}
      {endpoints.state === "ready" && endpoints.items.length > 0 && (
        <div className="wizard-radios">
          {endpoints.items.map((endpoint, index) => (
            <CheckboxField
              key={endpoint.id}
              id={index === 0 ? "kafka.reversePrivateEndpointIds" : `kafka.reversePrivateEndpointIds.${endpoint.id}`}
              label={<span>{endpoint.name} <span className="muted">({endpoint.type}, {endpoint.status})</span></span>}
              checked={kafka.reversePrivateEndpointIds.includes(endpoint.id)}
              onChange={(on) => toggle(endpoint.id, on)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

const OFFSET_OPTIONS = (["from_latest", "from_beginning", "from_timestamp"] as const).map((value) => ({ value, ...KAFKA_OFFSET_LABELS[value] }));

/** Step 3 for Kafka: the records' format, where reading starts, and the schema registry Avro needs. */
export function KafkaFormat({ kafka, set }: { kafka: KafkaDraft; set: Set }) {
  return (
    <>
      <SelectField id="kafka.format" label="Record format" required value={kafka.format} onChange={(format) => set({ format })}
        options={KAFKA_FORMATS.map((value) => ({ value, label: value }))} hint="JSONEachRow: one JSON object per record. AvroConfluent: Avro with a schema registry." />
      <RadioGroup id="kafka.offsetStrategy" label={START_READING_LABEL} required value={kafka.offsetStrategy} onChange={(offsetStrategy) => set({ offsetStrategy })} options={OFFSET_OPTIONS} />
      {kafka.offsetStrategy === "from_timestamp" && (
        <TextField id="kafka.offsetTimestamp" type="datetime-local" label="Start time (UTC)" required value={kafka.offsetTimestamp}
          onChange={(offsetTimestamp) => set({ offsetTimestamp })} hint="Minute precision, in UTC, such as 2025-01-31 13:45." />
      )}
      <TextField id="kafka.consumerGroup" label="Consumer group (optional)" mono value={kafka.consumerGroup} onChange={(consumerGroup) => set({ consumerGroup })}
        hint="Empty: the service names one after the pipe (pipes-<id>)." />
      {kafka.format === "AvroConfluent" && (
        <>
          <TextField id="kafka.schemaRegistryUrl" label="Schema registry URL" required mono value={kafka.schemaRegistryUrl}
            onChange={(schemaRegistryUrl) => set({ schemaRegistryUrl })} hint="https:// address of the registry that holds the records' schemas." />
          <div className="wizard-pair">
            <TextField id="kafka.schemaRegistryUsername" label="Registry user (optional)" value={kafka.schemaRegistryUsername}
              onChange={(schemaRegistryUsername) => set({ schemaRegistryUsername })} />
            <SecretField id="kafka.schemaRegistryPassword" name="registry password" label="Registry password (optional)" value={kafka.schemaRegistryPassword}
              onChange={(schemaRegistryPassword) => set({ schemaRegistryPassword })} />
          </div>
        </>
      )}
    </>
  );
}
