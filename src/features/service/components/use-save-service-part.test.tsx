import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { useSaveServicePart } from "./use-save-service-part";

const refused = new ApiError({ kind: "http", api: "management", status: 400, message: "privateEndpointIds.add[0]: unknown endpoint" });

vi.mock("../api/service-mutations", () => ({
  useUpdateService: () => ({ isPending: false, isError: true, error: refused, mutate: vi.fn(), reset: vi.fn() }),
}));

describe("a refused save of one service form", () => {
  it("names the field as the page does, with one error object across re-renders", () => {
    const ref = { organizationId: "org-1", serviceId: "svc-1" };
    const { result, rerender } = renderHook(() => useSaveServicePart(ref, "Save “Private endpoints”"));
    const first = result.current.error;
    expect(first?.message).toBe("Private endpoints: unknown endpoint");
    rerender();
    expect(result.current.error).toBe(first);
  });
});
