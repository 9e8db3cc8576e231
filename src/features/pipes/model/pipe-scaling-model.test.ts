// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readableTypedValue, scalingTotal, validateScaling, type ScalingDraft } from "./pipe-scaling-model";

const draft = (values: Partial<ScalingDraft>): ScalingDraft => ({ replicas: "2", concurrency: "0", replicaCpuMillicores: "500", replicaMemoryGb: "2", ...values });

describe("validateScaling", () => {
  it("turns a good draft into the body, with only the kind's fields", () => {
    expect(validateScaling(draft({}), "kafka")).toEqual({ ok: true, body: { replicas: 2, replicaCpuMillicores: 500, replicaMemoryGb: 2 } });
    expect(validateScaling(draft({ concurrency: "4" }), "objectStorage")).toEqual({
      ok: true,
      body: { replicas: 2, concurrency: 4, replicaCpuMillicores: 500, replicaMemoryGb: 2 },
    });
  });

  it("asks for an empty field by its name in a sentence, with its range", () => {
    expect(validateScaling(draft({ replicas: " ", replicaCpuMillicores: "", replicaMemoryGb: "" }), "kafka")).toEqual({
      ok: false,
      errors: {
        replicas: "Enter the replicas: 1 to 40.",
        replicaCpuMillicores: "Enter the CPU per replica: 125 to 2000 millicores (0.125 vCPU to 2 vCPU).",
        replicaMemoryGb: "Enter the memory per replica: 0.5 to 8 GB.",
      },
    });
  });

  it("says what is wrong with a value out of range, not a number, or off the memory steps", () => {
    const result = validateScaling(draft({ replicas: "41", replicaCpuMillicores: "1.5", replicaMemoryGb: "1.2" }), "kafka");
    expect(result).toEqual({
      ok: false,
      errors: {
        replicas: "Replicas must be 1 to 40.",
        replicaCpuMillicores: "CPU per replica must be 125 to 2000 millicores (0.125 vCPU to 2 vCPU).",
        replicaMemoryGb: "Memory per replica goes in steps of 0.5 GB.",
      },
    });
  });

  it("calls a negative number out of range, a fraction not whole, and text not a number", () => {
    const errors = (replicas: string) => {
      const result = validateScaling(draft({ replicas }), "kafka");
      return result.ok ? undefined : result.errors.replicas;
    };
    expect(errors("-3")).toBe("Replicas must be 1 to 40.");
    expect(errors("99999999999999999999")).toBe("Replicas must be 1 to 40.");
    expect(errors("2.5")).toBe("Replicas must be a whole number: 1 to 40.");
    expect(errors("two")).toBe("Replicas must be a number: 1 to 40.");
    expect(errors("1e3")).toBe("Replicas must be a number: 1 to 40.");
    expect(errors("3")).toBeUndefined();
    expect(errors("3.")).toBeUndefined();
    expect(errors(".")).toBe("Replicas must be a number: 1 to 40.");
  });

  it("takes a decimal without its leading zero, as the hint reads it (.5 is 0.5 GB)", () => {
    const memory = validateScaling(draft({ replicaMemoryGb: ".5" }), "kafka");
    expect(memory.ok && memory.body.replicaMemoryGb).toBe(0.5);
  });
});

describe("scalingTotal", () => {
  const typed = { replicas: "3", concurrency: "0", replicaCpuMillicores: "1000", replicaMemoryGb: "4" };

  it("multiplies one replica's size by the replicas", () => {
    expect(scalingTotal(typed)).toBe("3 × 1 vCPU / 4 GB = 3 vCPU / 12 GB in all");
  });

  it("says nothing while a value is not one the pipe can have: the field says why", () => {
    for (const change of [{ replicas: "" }, { replicas: "1e20" }, { replicas: "99999999999999999999" }, { replicas: "41" }, { replicaCpuMillicores: "12.5" }, { replicaMemoryGb: "1.25" }, { replicaMemoryGb: "900" }]) {
      expect(scalingTotal({ ...typed, ...change }), JSON.stringify(change)).toBeUndefined();
    }
  });
});

describe("readableTypedValue", () => {
  it("reads millicores as vCPU and memory in GB as typed, the way the field's hint says them", () => {
    expect(readableTypedValue("replicaCpuMillicores", " 500 ")).toBe("0.5 vCPU");
    expect(readableTypedValue("replicaMemoryGb", "4")).toBe("4 GB");
  });

  it("says nothing of a negative value, which no pipe can have, of what is not a number, or of a count", () => {
    expect(readableTypedValue("replicaCpuMillicores", "-5")).toBeUndefined();
    expect(readableTypedValue("replicaCpuMillicores", "1e3")).toBeUndefined();
    expect(readableTypedValue("replicaCpuMillicores", "")).toBeUndefined();
    expect(readableTypedValue("replicas", "3")).toBeUndefined();
  });
});
