import { COMPRESSIONS } from "@/shared/schemas/pipe";
import { DELIMITED_FORMATS, OBJECT_STORAGE_FORMATS } from "@/shared/schemas/pipe-kinds";
import { objectStorageAccessOption } from "../model/labels";
import { accessesFor, exampleFilesUrl, queueAllowed, type ObjectStorageAccess, type ObjectStorageDraft } from "../model/object-storage-model";
import { AccessKeyFields, CheckboxField, RadioGroup, SecretField, SelectField, TextField } from "./wizard-fields";

type Set = (patch: Partial<ObjectStorageDraft>) => void;

/** Step 2 for object storage: where the files are, how to reach them, and whether to keep watching. */
export function ObjectStorageConnection({ storage, set }: { storage: ObjectStorageDraft; set: Set }) {
  const azure = storage.type === "azureblobstorage";
  return (
    <>
      {azure ? (
        <div className="wizard-pair">
          <TextField id="objectStorage.azureContainerName" label="Container" required mono value={storage.azureContainerName}
            onChange={(azureContainerName) => set({ azureContainerName })} />
          <TextField id="objectStorage.path" label="Path" required mono value={storage.path} onChange={(path) => set({ path })}
            hint="Files in the container; * and ** match many, such as exports/2025/*.csv" />
        </div>
      ) : (
        <TextField id="objectStorage.url" label="URL of the files" required mono value={storage.url} onChange={(url) => set({ url })}
          hint={`https:// address of the files; * and ** match many, such as ${exampleFilesUrl(storage.type)}`} />
      )}
      <ObjectStorageAccessFields storage={storage} set={set} accesses={accessesFor(storage.type)} />
      <CheckboxField id="objectStorage.isContinuous" label="Keep watching for new files" checked={storage.isContinuous} onChange={(isContinuous) => set({ isContinuous })}
        hint="On: new files are loaded as they arrive (in lexical order, or as the queue announces them). Off: a one-off load." />
      {queueAllowed(storage) && (
        <TextField id="objectStorage.queueUrl" label="SQS queue URL (optional)" mono value={storage.queueUrl} onChange={(queueUrl) => set({ queueUrl })}
          hint="Load files as S3 event notifications announce them, instead of by name order." />
      )}
    </>
  );
}

/** How the files are reached, among `accesses`, and the credential that way needs (also a pipe's "Change credentials"). */
export function ObjectStorageAccessFields({ storage, set, accesses }: { storage: ObjectStorageDraft; set: Set; accesses: readonly ObjectStorageAccess[] }) {
  return (
    <>
      <RadioGroup
        id="objectStorage.authentication"
        label="Access"
        required
        value={storage.authentication}
        onChange={(authentication) => set({ authentication })}
        options={accesses.map((value) => ({ value, ...objectStorageAccessOption(value, storage.type) }))}
      />
      {storage.authentication === "IAM_ROLE" && (
        <TextField id="objectStorage.iamRole" label="IAM role ARN" required mono value={storage.iamRole} onChange={(iamRole) => set({ iamRole })}
          hint="A role of your AWS account that may read the bucket, such as arn:aws:iam::123456789012:role/pipes-reader" />
      )}
      {storage.authentication === "IAM_USER" && (
        <AccessKeyFields prefix="objectStorage" accessKeyId={storage.accessKeyId} secretKey={storage.secretKey} onChange={set} />
      )}
      {storage.authentication === "CONNECTION_STRING" && (
        <SecretField id="objectStorage.connectionString" name="connection string" label="Connection string" required value={storage.connectionString}
          onChange={(connectionString) => set({ connectionString })} hint="DefaultEndpointsProtocol=https;AccountName=…;AccountKey=…" />
      )}
      {storage.authentication === "SERVICE_ACCOUNT" && (
        <SecretField id="objectStorage.serviceAccountKey" name="service account key" label="Service account key" required multiline value={storage.serviceAccountKey}
          onChange={(serviceAccountKey) => set({ serviceAccountKey })} hint="The key file's JSON, base64-encoded." />
      )}
    </>
  );
}

/** Step 3 for object storage: the files' format, their compression, and the delimiter of delimited formats. */
export function ObjectStorageFormat({ storage, set }: { storage: ObjectStorageDraft; set: Set }) {
  return (
    <>
      <SelectField id="objectStorage.format" label="File format" required value={storage.format} onChange={(format) => set({ format })}
        options={OBJECT_STORAGE_FORMATS.map((value) => ({ value, label: value }))} />
      <SelectField id="objectStorage.compression" label="Compression" required value={storage.compression} onChange={(compression) => set({ compression })}
        options={COMPRESSIONS.map((value) => ({ value, label: value === "auto" ? "auto (from the file name)" : value }))} />
      {DELIMITED_FORMATS.includes(storage.format) && (
        <TextField id="objectStorage.delimiter" label="Delimiter (optional)" mono value={storage.delimiter} onChange={(delimiter) => set({ delimiter })}
          hint="One character; empty: the format's own (a comma for CSV, a tab for TabSeparated)." />
      )}
    </>
  );
}
