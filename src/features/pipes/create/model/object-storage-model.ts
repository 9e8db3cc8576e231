import { z } from "@/shared/zod";
import { COMPRESSIONS, type ObjectStorageSource } from "@/shared/schemas/pipe";
import {
  DELIMITED_FORMATS, IAM_ROLE_ARN, OBJECT_STORAGE_AUTHENTICATIONS, OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE, OBJECT_STORAGE_FORMATS, OBJECT_STORAGE_TYPES,
  type ObjectStorageAuthentication, type ObjectStorageType,
} from "@/shared/schemas/pipe-kinds";
import { AZURE_FIELD_RULES, type ObjectStorageCreateSource, queueUrlAllowed } from "@/shared/schemas/pipe-source-bodies";
import { ACCESS_KEY_ID, HTTP_URL, isBase64Json, isReachableUrl } from "@/shared/schemas/pipe-source-formats";
import { ACCESS_KEY_ID_MESSAGE, addIssue, httpsUrlProblem, IAM_ROLE_ARN_MESSAGE, oneOf, UNREACHABLE_URL } from "./form-fields";

/** "public" stands for no authentication, which the body expresses by leaving `authentication` out. */
export type ObjectStorageAccess = ObjectStorageAuthentication | "public";

export interface ObjectStorageDraft {
  type: ObjectStorageType;
  format: (typeof OBJECT_STORAGE_FORMATS)[number];
  url: string;
  azureContainerName: string;
  path: string;
  authentication: ObjectStorageAccess;
  iamRole: string;
  accessKeyId: string;
  secretKey: string;
  connectionString: string;
  serviceAccountKey: string;
  isContinuous: boolean;
  queueUrl: string;
  compression: (typeof COMPRESSIONS)[number];
  delimiter: string;
}

export const EMPTY_OBJECT_STORAGE: ObjectStorageDraft = {
  type: "s3", format: "JSONEachRow", url: "", azureContainerName: "", path: "", authentication: "public", iamRole: "",
  accessKeyId: "", secretKey: "", connectionString: "", serviceAccountKey: "", isContinuous: false, queueUrl: "",
  compression: "auto", delimiter: "",
};

export const OBJECT_STORAGE_SECRET_FIELDS = ["secretKey", "connectionString", "serviceAccountKey"] as const satisfies readonly (keyof ObjectStorageDraft)[];

/** The accesses a store offers, in the order the form lists them. */
export function accessesFor(type: ObjectStorageType): ObjectStorageAccess[] {
  return OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE[type].map((authentication) => authentication ?? "public");
}

export function objectStorageAccessFor(type: ObjectStorageType, current: ObjectStorageAccess): ObjectStorageAccess {
  const allowed = accessesFor(type);
  return allowed.includes(current) ? current : (allowed[0] ?? "public");
}

/** A queue of new files, by the shared rule (continuous S3 with credentials); "public" is no authentication. */
/** An address of files in each store, as the URL field's hint and message show it. */
const EXAMPLE_FILES_URLS: Record<Exclude<ObjectStorageType, "azureblobstorage">, string> = {
  s3: "https://bucket.s3.eu-west-1.amazonaws.com/logs/*.json.gz",
  gcs: "https://storage.googleapis.com/bucket/logs/*.json.gz",
  dospaces: "https://bucket.fra1.digitaloceanspaces.com/logs/*.json.gz",
  cloudflarer2: "https://account-id.r2.cloudflarestorage.com/bucket/logs/*.json.gz",
  ovhobjectstorage: "https://bucket.s3.gra.io.cloud.ovh.net/logs/*.json.gz",
};
export const exampleFilesUrl = (type: ObjectStorageType) => (type === "azureblobstorage" ? EXAMPLE_FILES_URLS.s3 : EXAMPLE_FILES_URLS[type]);

export const queueAllowed = (draft: Pick<ObjectStorageDraft, "type" | "isContinuous" | "authentication">) =>
  queueUrlAllowed({ ...draft, authentication: draft.authentication === "public" ? null : draft.authentication });

/** Step 2 for object storage: where the files are and how to reach them; the store decides which fields apply. */
export const objectStorageConnectionSchema = z.object({
  type: z.enum(OBJECT_STORAGE_TYPES, { error: "Choose the storage service." }),
  url: z.string().check(z.trim()),
  azureContainerName: z.string().check(z.trim()),
  path: z.string().check(z.trim()),
  authentication: z.enum(["public", ...OBJECT_STORAGE_AUTHENTICATIONS], { error: "Choose how to reach the files." }),
  iamRole: z.string().check(z.trim()),
  accessKeyId: z.string().check(z.trim()),
  secretKey: z.string(),
  connectionString: z.string().check(z.trim()),
  serviceAccountKey: z.string().check(z.trim()),
  isContinuous: z.boolean(),
  queueUrl: z.string().check(z.trim()),
}).check(z.superRefine((storage, ctx) => {
  if (storage.type === "azureblobstorage") {
    if (storage.azureContainerName === "") addIssue(ctx, ["azureContainerName"], "Enter the container name.");
    else if (!AZURE_FIELD_RULES.azureContainerName.holds(storage.azureContainerName)) {
      addIssue(ctx, ["azureContainerName"], "A container name is 3 to 63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit.");
    }
    if (storage.path === "") addIssue(ctx, ["path"], "Enter the path of the files in the container, like exports/*.csv.");
    else if (!AZURE_FIELD_RULES.path.holds(storage.path)) addIssue(ctx, ["path"], "The path starts inside the container: leave out the leading /, as in exports/*.csv.");
  } else if (storage.url === "") {
    addIssue(ctx, ["url"], `Enter the URL of the files, like ${exampleFilesUrl(storage.type)}.`);
  } else if (!/^https?:\/\//.test(storage.url)) {
    addIssue(ctx, ["url"], `The URL must start with https:// (or http://), like ${exampleFilesUrl(storage.type)}.`);
  } else if (/\s/.test(storage.url)) {
    // A path copied from a file browser keeps its spaces; saying "must start with https://" of it misleads.
    addIssue(ctx, ["url"], "The URL cannot hold spaces: write a space in a folder or file name as %20.");
  } else if (!HTTP_URL.test(storage.url)) {
    addIssue(ctx, ["url"], `The URL must name the host and then the files, like ${exampleFilesUrl(storage.type)}.`);
  } else if (!isReachableUrl(storage.url)) {
    addIssue(ctx, ["url"], UNREACHABLE_URL("The URL"));
  }
  if (!accessesFor(storage.type).includes(storage.authentication)) {
    addIssue(ctx, ["authentication"], `${storage.type} is not reached that way; choose ${accessesFor(storage.type).join(" or ")}.`);
  }
  switch (storage.authentication) {
    case "IAM_ROLE":
      if (!IAM_ROLE_ARN.test(storage.iamRole)) addIssue(ctx, ["iamRole"], storage.iamRole === "" ? "Enter the IAM role ARN." : IAM_ROLE_ARN_MESSAGE);
      break;
    case "IAM_USER":
      if (storage.accessKeyId === "") addIssue(ctx, ["accessKeyId"], "Enter the access key ID.");
      else if (!ACCESS_KEY_ID.test(storage.accessKeyId)) addIssue(ctx, ["accessKeyId"], ACCESS_KEY_ID_MESSAGE);
      if (storage.secretKey === "") addIssue(ctx, ["secretKey"], "Enter the secret access key.");
      break;
    case "CONNECTION_STRING":
      if (storage.connectionString === "") addIssue(ctx, ["connectionString"], "Paste the storage account's connection string.");
      else if (!AZURE_FIELD_RULES.connectionString.holds(storage.connectionString)) {
        addIssue(ctx, ["connectionString"], "That is not a storage connection string: paste the one the storage account's Access keys page shows, like DefaultEndpointsProtocol=https;AccountName=…;AccountKey=….");
      }
      break;
    case "SERVICE_ACCOUNT":
      if (storage.serviceAccountKey === "") addIssue(ctx, ["serviceAccountKey"], "Paste the service account key (base64-encoded JSON).");
      else if (!isBase64Json(storage.serviceAccountKey)) {
        addIssue(ctx, ["serviceAccountKey"], "The service account key must be the key file's JSON, base64-encoded (as base64 -w0 key.json prints it).");
      }
      break;
  }
  if (queueAllowed(storage) && storage.queueUrl !== "") {
    const problem = httpsUrlProblem(storage.queueUrl, "The queue URL", "The queue URL must start with https://, like https://sqs.eu-west-1.amazonaws.com/123456789012/new-files.");
    if (problem) addIssue(ctx, ["queueUrl"], problem);
  }
}));

/** Step 3 for object storage: the files' format, compression and delimiter. */
export const objectStorageFormatSchema = z.object({
  format: z.enum(OBJECT_STORAGE_FORMATS, { error: "Choose the format of the files." }),
  compression: z.enum(COMPRESSIONS, { error: "Choose the compression." }),
  delimiter: z.string(),
}).check(z.superRefine((storage, ctx) => {
  if (storage.delimiter.length > 1) addIssue(ctx, ["delimiter"], "The delimiter is one character, like ; or |.");
}));

/** The body's `source.objectStorage`: only the store's own fields and the chosen access's credential. */
export function toObjectStorageSource(draft: ObjectStorageDraft): ObjectStorageCreateSource {
  const azure = draft.type === "azureblobstorage";
  const access = (() => {
    switch (draft.authentication) {
      case "IAM_ROLE":
        return { authentication: draft.authentication, iamRole: draft.iamRole.trim() };
      case "IAM_USER":
        return { authentication: draft.authentication, accessKey: { accessKeyId: draft.accessKeyId.trim(), secretKey: draft.secretKey } };
      case "CONNECTION_STRING":
        return { authentication: draft.authentication, connectionString: draft.connectionString.trim() };
      case "SERVICE_ACCOUNT":
        return { authentication: draft.authentication, serviceAccountKey: draft.serviceAccountKey.trim() };
      case "public":
        return {};
    }
  })();
  return {
    type: draft.type,
    format: draft.format,
    ...(azure ? { azureContainerName: draft.azureContainerName.trim(), path: draft.path.trim() } : { url: draft.url.trim() }),
    ...access,
    isContinuous: draft.isContinuous,
    ...(queueAllowed(draft) && draft.queueUrl.trim() !== "" ? { queueUrl: draft.queueUrl.trim() } : {}),
    compression: draft.compression,
    ...(DELIMITED_FORMATS.includes(draft.format) && draft.delimiter !== "" ? { delimiter: draft.delimiter } : {}),
  };
}

/** A duplicate keeps where the files are and how they are read; the credential is entered again. */
export function objectStorageDraftFromSource(source: ObjectStorageSource): ObjectStorageDraft {
  const type = oneOf(OBJECT_STORAGE_TYPES, source.type, source.azureContainerName ? "azureblobstorage" : "s3");
  const authentication = oneOf<ObjectStorageAccess>(accessesFor(type), source.authentication ?? "public", accessesFor(type)[0] ?? "public");
  return {
    ...EMPTY_OBJECT_STORAGE,
    type,
    format: oneOf(OBJECT_STORAGE_FORMATS, source.format, "JSONEachRow"),
    url: type === "azureblobstorage" ? "" : source.url,
    azureContainerName: source.azureContainerName ?? "",
    path: source.path ?? "",
    authentication,
    iamRole: source.iamRole ?? "",
    isContinuous: source.isContinuous === true,
    queueUrl: source.queueUrl ?? "",
    compression: oneOf(COMPRESSIONS, source.compression, "auto"),
    delimiter: source.delimiter ?? "",
  };
}
