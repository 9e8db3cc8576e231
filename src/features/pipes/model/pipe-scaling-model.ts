import { z } from "@/shared/zod";
import type { PipeScaling, PipeSourceKind } from "@/shared/schemas/pipe";
import type { PipeScalingBody } from "@/shared/schemas/pipe-create";
import { DEFAULT_PIPE_SCALING, PIPE_SCALING_BOUNDS, scalingFieldsFor, type PipeScalingField } from "@/shared/schemas/pipe-rules";
import { formatCpu, formatMemoryGb } from "./pipe-format";

/** Scaling as typed: a half-typed number is not a number yet. */
export type ScalingDraft = Record<PipeScalingField, string>;

interface ScalingFieldText {
  label: string;
  /** The label with its unit, as the form shows it. */
  fieldLabel: string;
  /** The unit the field is typed in, shown beside it. */
  unit: string;
  help: string;
  /** A value in the unit people read, when the typed unit is not it (millicores → vCPU). */
  readable?: (value: number) => string;
}

export const SCALING_TEXT: Record<PipeScalingField, ScalingFieldText> = {
  replicas: { label: "Replicas", fieldLabel: "Replicas", unit: "replicas", help: "How many copies of the pipe read in parallel." },
  concurrency: { label: "Concurrency", fieldLabel: "Concurrency (files at once)", unit: "files at once", help: "Object storage only; 0 lets the service size it from its memory." },
  replicaCpuMillicores: { label: "CPU per replica", fieldLabel: "CPU per replica (millicores)", unit: "millicores", help: "1000 millicores are one vCPU.", readable: formatCpu },
  replicaMemoryGb: { label: "Memory per replica", fieldLabel: "Memory per replica (GB)", unit: "GB", help: "In steps of 0.5 GB.", readable: formatMemoryGb },
};

/** "125 to 2000 millicores (0.125 vCPU to 2 vCPU)"; "0.5 to 8 GB", where the readable unit is the typed one. */
export function describeScalingBounds(field: PipeScalingField): string {
  const { min, max } = PIPE_SCALING_BOUNDS[field];
  const { unit, readable } = SCALING_TEXT[field];
  const typed = `${min} to ${max} ${unit}`;
  return readable && readable(min) !== `${min} ${unit}` ? `${typed} (${readable(min)} to ${readable(max)})` : typed;
}

/**
 * What a typed value means in the unit people read ("0.5 vCPU" for 500 millicores), for the field's
 * hint; nothing for a field typed in that unit already, for what is not a number, or for a negative
 * value, which no pipe can have ("-0.005 vCPU" would read as if it could).
 */
export function readableTypedValue(field: PipeScalingField, typed: string): string | undefined {
  const { readable } = SCALING_TEXT[field];
  const text = typed.trim();
  return readable && PLAIN_DECIMAL.test(text) && !text.startsWith("-") ? readable(Number(text)) : undefined;
}

/** The form's starting values: the pipe's scaling, else what a new pipe gets. */
export function scalingDraftFrom(scaling?: PipeScaling | null): ScalingDraft {
  const value = (field: PipeScalingField) => String(scaling?.[field] ?? DEFAULT_PIPE_SCALING[field]);
  return {
    replicas: value("replicas"),
    concurrency: value("concurrency"),
    replicaCpuMillicores: value("replicaCpuMillicores"),
    replicaMemoryGb: value("replicaMemoryGb"),
  };
}

/** "Memory per replica" → "memory per replica"; "CPU per replica" stays as it is. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label);

/** A plain decimal as people type one: "0.5", ".5" and "2." too; not "1e3" nor "0x10". The fields' hints read only these. */
export const PLAIN_DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

function fieldSchema(field: PipeScalingField) {
  const { min, max, integer } = PIPE_SCALING_BOUNDS[field];
  const { label, unit } = SCALING_TEXT[field];
  // "Replicas must be 1 to 40", not "… 1 to 40 replicas": the unit is the label's own word.
  const range = unit === label.toLowerCase() ? `${min} to ${max}` : describeScalingBounds(field);
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, `Enter the ${inSentence(label)}: ${range}.`),
      z.regex(PLAIN_DECIMAL, `${label} must be a number: ${range}.`),
    ),
    z.transform(Number),
  ).check(
    // Out of range first: -3 replicas is a whole number, but not one a pipe can have.
    z.refine((value) => value >= min && value <= max, `${label} must be ${range}.`),
    z.refine((value) => !integer || Number.isInteger(value), `${label} must be a whole number: ${range}.`),
    z.refine((value) => field !== "replicaMemoryGb" || Number.isInteger(value * 2), `${label} goes in steps of 0.5 GB.`),
  );
}

export type ScalingValidation = { ok: true; body: PipeScalingBody } | { ok: false; errors: Partial<Record<PipeScalingField, string>> };

/** The kind's scaling fields checked and turned into the body; other kinds' fields are not sent. */
export function validateScaling(draft: ScalingDraft, kind: PipeSourceKind): ScalingValidation {
  const body: PipeScalingBody = {};
  const errors: Partial<Record<PipeScalingField, string>> = {};
  for (const field of scalingFieldsFor(kind)) {
    const parsed = fieldSchema(field).safeParse(draft[field]);
    if (parsed.success) body[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? `${SCALING_TEXT[field].label} is not valid.`;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}

/**
 * "3 × 1 vCPU / 4 GB = 3 vCPU / 12 GB in all", for the values being typed; undefined while one of them
 * is not a value the pipe can have (its field says why).
 */
export function scalingTotal(draft: ScalingDraft): string | undefined {
  const [replicas, cpu, memory] = (["replicas", "replicaCpuMillicores", "replicaMemoryGb"] as const).map((field) => fieldSchema(field).safeParse(draft[field]).data);
  if (replicas === undefined || cpu === undefined || memory === undefined) return undefined;
  return `${replicas} × ${formatCpu(cpu)} / ${formatMemoryGb(memory)} = ${formatCpu(replicas * cpu)} / ${formatMemoryGb(replicas * memory)} in all`;
}
