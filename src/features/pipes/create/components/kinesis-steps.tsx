import { KINESIS_AUTHENTICATIONS, KINESIS_FORMATS } from "@/shared/schemas/pipe-kinds";
import { KINESIS_AUTHENTICATION_LABELS, KINESIS_ITERATOR_LABELS, START_READING_LABEL } from "../model/labels";
import type { KinesisDraft } from "../model/kinesis-model";
import { AccessKeyFields, CheckboxField, RadioGroup, SelectField, TextField } from "./wizard-fields";

type Set = (patch: Partial<KinesisDraft>) => void;

const AWS_REGIONS = [
  "us-east-1", "us-east-2", "us-west-1", "us-west-2", "ca-central-1", "eu-west-1", "eu-west-2", "eu-west-3", "eu-central-1",
  "eu-north-1", "ap-south-1", "ap-southeast-1", "ap-southeast-2", "ap-northeast-1", "ap-northeast-2", "sa-east-1",
];

const ITERATOR_OPTIONS = (["LATEST", "TRIM_HORIZON", "AT_TIMESTAMP"] as const).map((value) => ({ value, ...KINESIS_ITERATOR_LABELS[value] }));

/** Step 2 for Kinesis: the stream, its region, and the AWS identity that reads it. */
export function KinesisConnection({ kinesis, set }: { kinesis: KinesisDraft; set: Set }) {
  return (
    <>
      <div className="wizard-pair">
        <TextField id="kinesis.streamName" label="Stream name" required mono value={kinesis.streamName} onChange={(streamName) => set({ streamName })} />
        <TextField id="kinesis.region" label="Region" required mono list="pipe-aws-regions" value={kinesis.region} onChange={(region) => set({ region })}
          hint="The stream's AWS region, such as eu-west-1." />
      </div>
      <datalist id="pipe-aws-regions">
        {AWS_REGIONS.map((region) => <option key={region} value={region} />)}
      </datalist>
      <KinesisAccess kinesis={kinesis} set={set} />
    </>
  );
}

/** The AWS identity that reads the stream (also a pipe's "Change credentials"). */
export function KinesisAccess({ kinesis, set }: { kinesis: KinesisDraft; set: Set }) {
  return (
    <>
      <RadioGroup
        id="kinesis.authentication"
        label="Authentication"
        required
        value={kinesis.authentication}
        onChange={(authentication) => set({ authentication })}
        options={KINESIS_AUTHENTICATIONS.map((value) => ({ value, ...KINESIS_AUTHENTICATION_LABELS[value] }))}
      />
      {kinesis.authentication === "IAM_ROLE" ? (
        <TextField id="kinesis.iamRole" label="IAM role ARN" required mono value={kinesis.iamRole} onChange={(iamRole) => set({ iamRole })}
          hint="A role that may read the stream, such as arn:aws:iam::123456789012:role/pipes-reader" />
      ) : (
        <AccessKeyFields prefix="kinesis" accessKeyId={kinesis.accessKeyId} secretKey={kinesis.secretKey} onChange={set} />
      )}
    </>
  );
}

/** Step 3 for Kinesis: the records' format and where in the stream reading starts. */
export function KinesisFormat({ kinesis, set }: { kinesis: KinesisDraft; set: Set }) {
  return (
    <>
      <SelectField id="kinesis.format" label="Record format" required value={kinesis.format} onChange={(format) => set({ format })}
        options={KINESIS_FORMATS.map((value) => ({ value, label: value }))} />
      <RadioGroup
        id="kinesis.iteratorType"
        label={START_READING_LABEL}
        required
        value={kinesis.iteratorType}
        onChange={(iteratorType) => set({ iteratorType })}
        options={ITERATOR_OPTIONS}
      />
      {kinesis.iteratorType === "AT_TIMESTAMP" && (
        <TextField id="kinesis.startAt" type="datetime-local" label="Start time (UTC)" required value={kinesis.startAt}
          onChange={(startAt) => set({ startAt })} hint="Sent as seconds since 1970 (Unix time)." />
      )}
      <CheckboxField id="kinesis.useEnhancedFanOut" label="Use enhanced fan-out" checked={kinesis.useEnhancedFanOut}
        onChange={(useEnhancedFanOut) => set({ useEnhancedFanOut })} hint="A dedicated 2 MB/s per shard for this pipe; AWS charges for it." />
    </>
  );
}
