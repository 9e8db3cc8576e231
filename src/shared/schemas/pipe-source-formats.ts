/*
 * What a source's values must look like, whatever body carries them: broker and topic lists, URLs,
 * access key IDs, connection strings, AWS regions, Azure container names, Kinesis stream names. The
 * create bodies (pipe-source-bodies.ts), the patch bodies (pipe-update.ts) and the console's forms
 * check with these.
 */

/** One broker: a host name or IPv4 address, or an IPv6 address in brackets (`[::1]`), then `:port`. */
const BROKER = String.raw`(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*\]):\d{1,5}`;
/** `host:port`, comma separated, as Kafka clients take `bootstrap.servers`. */
export const BROKER_LIST = new RegExp(String.raw`^\s*${BROKER}\s*(,\s*${BROKER}\s*)*$`);
/** Every port of a BROKER_LIST is a TCP port, 1 to 65535 (the pattern only gives it 1 to 5 digits). */
export const brokerPortsInRange = (brokers: string) =>
  // A list not in that shape is BROKER_LIST's to report.
  !BROKER_LIST.test(brokers) ||
  brokers.split(",").every((broker) => {
    const port = Number(broker.slice(broker.lastIndexOf(":") + 1));
    return port >= 1 && port <= 65535;
  });
/** A host name is at most 253 characters (DNS); every host of a BROKER_LIST keeps to that. */
export const brokerHostsFit = (brokers: string) =>
  !BROKER_LIST.test(brokers) || brokers.split(",").every((broker) => broker.trim().lastIndexOf(":") <= 253);
/** Kafka topic names: letters, digits, `.`, `_`, `-`; several separated by commas. */
export const TOPIC_LIST = /^\s*[A-Za-z0-9._-]+\s*(,\s*[A-Za-z0-9._-]+\s*)*$/;
/** Kafka's own limit on a topic name's length, for each name of a TOPIC_LIST. */
export const topicNamesFit = (topics: string) => topics.split(",").every((topic) => topic.trim().length <= 249);
export const HTTP_URL = /^https?:\/\/[^\s/]+(\/\S*)?$/;
export const HTTPS_URL = /^https:\/\/\S+$/;
/**
 * Whether a URL of one of the shapes above names an address a client can reach: the URL parser takes
 * it (no character a host cannot hold), it has a host, and any port it names is 1 to 65535.
 */
export function isReachableUrl(text: string): boolean {
  try {
    const { hostname, port } = new URL(text);
    return hostname !== "" && port !== "0";
  } catch {
    return false;
  }
}
/** An access key ID as the stores issue them: one word, at most 128 characters. */
export const ACCESS_KEY_ID = /^\S{1,128}$/;

/** The refusal of a connection string that is not an Event Hubs namespace's. */
export const EVENT_HUBS_CONNECTION_STRING = "connectionString must be an Event Hubs connection string: Endpoint=sb://…;SharedAccessKeyName=…;SharedAccessKey=…";

/** Base64 of a JSON object (a service account's key file, as the service takes it). */
export function isBase64Json(text: string): boolean {
  const compact = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 !== 0) return false;
  try {
    const value: unknown = JSON.parse(atob(compact));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** An Event Hubs namespace's connection string: its sb:// endpoint and a shared access key with its name. */
export function isEventHubsConnectionString(text: string): boolean {
  const pairs = new Map(text.trim().split(";").filter(Boolean).map((pair) => {
    const at = pair.indexOf("=");
    return [pair.slice(0, at).trim().toLowerCase(), at < 0 ? "" : pair.slice(at + 1).trim()] as const;
  }));
  return /^sb:\/\/\S+$/.test(pairs.get("endpoint") ?? "") && Boolean(pairs.get("sharedaccesskeyname")) && Boolean(pairs.get("sharedaccesskey"));
}
export const AWS_REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
/** Azure's rule for a container's name: 3 to 63 lowercase letters, digits and single hyphens between them. */
export const AZURE_CONTAINER_NAME = /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * An Azure Storage connection string: `key=value` pairs separated by `;`, naming the account
 * (AccountName) or its blob endpoint (BlobEndpoint, as a SAS connection string does), and its key
 * (AccountKey) or a shared access signature (SharedAccessSignature).
 */
export function isAzureConnectionString(text: string): boolean {
  const pairs = text.trim().replace(/;$/, "").split(";");
  if (!pairs.every((pair) => /^[A-Za-z]+=.+$/.test(pair.trim()))) return false;
  return pairs.some((pair) => /^\s*(AccountName|BlobEndpoint)=/.test(pair)) && pairs.some((pair) => /^\s*(AccountKey|SharedAccessSignature)=/.test(pair));
}
export const KINESIS_STREAM_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
