import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PipeSource } from "@/shared/schemas/pipe";
import { PipeSourcePanel } from "./pipe-source-panel";

const ROLE = "arn:aws:iam::123456789012:role/pipes-reader";
const terms = () => screen.getAllByRole("term").map((term) => term.textContent);
const valueOf = (label: string) => screen.getAllByRole("term").find((term) => term.textContent === label)?.nextElementSibling?.textContent;
const show = (source: PipeSource) => render(<PipeSourcePanel source={source} reverseEndpointLink={(id) => <a href={`/endpoints/${id}`}>{id}</a>} />);

afterEach(cleanup);

describe("PipeSourcePanel's credential rows", () => {
  const kinesis = { format: "JSONEachRow", streamName: "clicks", region: "eu-west-1", iteratorType: "LATEST" };

  it("shows a stream's IAM role where it authenticates with one, and no IAM role row on an access key", () => {
    show({ kinesis: { ...kinesis, authentication: "IAM_ROLE", iamRole: ROLE } });
    expect(terms()).toContain("IAM role");
    expect(screen.getByText(ROLE)).toBeTruthy();
    cleanup();
    show({ kinesis: { ...kinesis, authentication: "IAM_USER", iamRole: null } });
    expect(terms()).not.toContain("IAM role");
    expect(terms()).toContain("Authentication");
  });

  it("says an IAM role is not set where the authentication needs one and the server sent none", () => {
    show({ kinesis: { ...kinesis, authentication: "IAM_ROLE", iamRole: null } });
    expect(valueOf("IAM role")).toBe("Not set");
  });

  it("shows a role the server sent even beside another authentication, rather than hide what the pipe holds", () => {
    show({ kinesis: { ...kinesis, authentication: "IAM_USER", iamRole: ROLE } });
    expect(terms()).toContain("IAM role");
  });

  it("shows an object store's connection string only for connection-string access", () => {
    show({ objectStorage: { type: "azureblobstorage", format: "JSONEachRow", url: "https://acct.blob.core.windows.net", authentication: "CONNECTION_STRING", connectionString: null } });
    expect(terms()).toContain("Connection string");
    expect(terms()).not.toContain("IAM role");
    cleanup();
    show({ objectStorage: { type: "s3", format: "JSONEachRow", url: "https://bucket.s3.amazonaws.com/logs/*.json", authentication: null } });
    expect(terms()).not.toContain("Connection string");
    expect(terms()).not.toContain("IAM role");
    expect(screen.getByText("Public")).toBeTruthy();
  });

  it("shows a Kafka source's IAM role for IAM role authentication only", () => {
    const kafka = { type: "msk", brokers: "b-1.example:9098", topics: "orders", format: "JSONEachRow" };
    show({ kafka: { ...kafka, authentication: "IAM_ROLE", iamRole: ROLE } });
    expect(terms()).toContain("IAM role");
    cleanup();
    show({ kafka: { ...kafka, authentication: "SCRAM-SHA-512", iamRole: null } });
    expect(terms()).not.toContain("IAM role");
  });
});

describe("PipeSourcePanel's start of reading", () => {
  it("says where a stream starts reading in the create form's words, not the API's identifier", () => {
    show({ kinesis: { format: "JSONEachRow", streamName: "clicks", region: "eu-west-1", iteratorType: "AT_TIMESTAMP", timestamp: 1739059200 } });
    expect(valueOf("Start reading")).toBe("From a time");
    cleanup();
    show({ kinesis: { format: "JSONEachRow", streamName: "clicks", region: "eu-west-1", iteratorType: "TRIM_HORIZON" } });
    expect(valueOf("Start reading")).toBe("Oldest record kept");
  });

  it("says where a topic starts reading under the same label as a stream, in the create form's words", () => {
    const kafka = { type: "kafka", brokers: "b-1.example:9092", topics: "orders", format: "JSONEachRow", authentication: "PLAIN" };
    show({ kafka: { ...kafka, offset: { strategy: "from_beginning" } } });
    expect(valueOf("Start reading")).toBe("From the beginning");
    cleanup();
    show({ kafka: { ...kafka, offset: { strategy: "from_timestamp", timestamp: "2025-01-31T13:45" } } });
    expect(valueOf("Start reading")).toBe("2025-01-31 13:45 (UTC)");
    expect(terms()).not.toContain("Start offset");
  });
});

describe("PipeSourcePanel's long values", () => {
  /** A value's text between its break opportunities (<wbr>): where a line may end. */
  const linesMayEnd = (label: string) => {
    const value = screen.getAllByRole("term").find((term) => term.textContent === label)?.nextElementSibling;
    const text = value?.querySelector("code, li");
    return text?.innerHTML.split("<wbr>");
  };

  it("lets an ARN, a URL and a host wrap after / : . , and -, not mid-word nor inside ://", () => {
    show({
      objectStorage: {
        type: "s3", format: "JSONEachRow", url: "https://acme-raw-events.s3.eu-west-1.amazonaws.com/events/*.json.gz",
        queueUrl: "https://sqs.eu-west-1.amazonaws.com/123456789012/acme-raw-events", authentication: "IAM_ROLE", iamRole: ROLE,
      },
    });
    expect(linesMayEnd("IAM role")).toEqual(["arn:", "aws:", "iam:", ":", "123456789012:", "role/", "pipes-", "reader"]);
    expect(linesMayEnd("URL")).toEqual(["https://", "acme-", "raw-", "events.", "s3.", "eu-", "west-", "1.", "amazonaws.", "com/", "events/", "*.", "json.", "gz"]);
    expect(linesMayEnd("Queue URL")?.join("")).toBe("https://sqs.eu-west-1.amazonaws.com/123456789012/acme-raw-events");
    expect(linesMayEnd("Queue URL")).toContain("123456789012/");
  });

  it("lets a Kafka source's brokers and topics wrap at their dots, colons and commas", () => {
    show({ kafka: { type: "msk", brokers: "b-1.events.kafka.acme.internal:9098, b-2.events.kafka.acme.internal:9098", topics: "orders,refunds", format: "JSONEachRow" } });
    expect(linesMayEnd("Brokers")).toEqual(["b-", "1.", "events.", "kafka.", "acme.", "internal:", "9098"]);
    expect(linesMayEnd("Topics")).toEqual(["orders,", "refunds"]);
  });
});
