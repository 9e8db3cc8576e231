import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PIPE_SOURCE_KINDS } from "@/shared/schemas/pipe";
import { useForm } from "@/ui/use-form";
import { draftStorageKey, pipeDraftSession, restoreDraft } from "./draft-session";
import { emptyDraft, SECRET_FIELDS, type PipeDraft } from "./pipe-draft";
import { filledDraft, SECRET_MARKER } from "./pipe-draft.fixtures";

const ref = { organizationId: "org-1", serviceId: "svc-1" };

/** The create form's draft through the form hook, as the page keeps it. */
function useDraftForm(start: PipeDraft) {
  return useForm<PipeDraft>({
    initial: start,
    validate: () => ({}),
    onSubmit: () => undefined,
    sessionDraft: pipeDraftSession(ref, start.fromPipeId),
  });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("the create form's draft in sessionStorage", () => {
  it.each(PIPE_SOURCE_KINDS)("%s: holds no secret, and everything else comes back after a reload", (kind) => {
    const start = emptyDraft();
    const typed = { ...filledDraft(kind), step: "format" as const };
    const first = renderHook(() => useDraftForm(start));
    expect(first.result.current.restored).toBe(false);
    act(() => first.result.current.update(() => typed, []));
    const stored = sessionStorage.getItem(draftStorageKey(ref, null)) ?? "";
    expect(stored).toContain(typed.name);
    expect(stored).not.toContain(SECRET_MARKER);
    first.unmount();

    const again = renderHook(() => useDraftForm(start));
    const back = again.result.current.values;
    expect(again.result.current.restored).toBe(true);
    expect(back.step).toBe("format");
    const secrets = SECRET_FIELDS[kind] as readonly string[];
    for (const [field, value] of Object.entries(back[kind])) {
      expect(value, field).toEqual(secrets.includes(field) ? "" : typed[kind][field as keyof (typeof typed)[typeof kind]]);
    }
    expect({ ...back, [kind]: typed[kind] }).toEqual(typed);
  });

  it("a duplicate's draft and a new pipe's draft are kept apart", () => {
    const duplicate = { ...emptyDraft(), fromPipeId: "pipe-7", name: "orders-copy" };
    const form = renderHook(() => useDraftForm(duplicate));
    act(() => form.result.current.update((current) => ({ ...current, name: "orders-2" }), []));
    form.unmount();
    expect(renderHook(() => useDraftForm(emptyDraft())).result.current.restored).toBe(false);
    expect(renderHook(() => useDraftForm(duplicate)).result.current.values.name).toBe("orders-2");
  });
});

describe("restoreDraft", () => {
  it("restores an older shape part by part over the form's start, and a step it does not know as the first", () => {
    const back = restoreDraft({ name: "kept", kind: "kinesis", kinesis: { streamName: "s" }, step: "nowhere" }, emptyDraft());
    expect(back).toMatchObject({ name: "kept", kind: "kinesis", step: "source", kinesis: { streamName: "s", region: "", iteratorType: "LATEST" } });
  });

  it("is not this form's when it was kept for another start", () => {
    expect(restoreDraft({ fromPipeId: "pipe-1", name: "x" }, emptyDraft())).toBeNull();
    expect(restoreDraft({ name: "x" }, { ...emptyDraft(), fromPipeId: "pipe-1" })).toBeNull();
  });
});
