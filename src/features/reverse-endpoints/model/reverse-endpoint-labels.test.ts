import { describe, expect, it } from "vitest";
import { REVERSE_ENDPOINT_STATUSES } from "@/shared/schemas/reverse-endpoint";
import { statusLabel } from "./reverse-endpoint-labels";

describe("an endpoint's status in words", () => {
  it("splits the API's joined words as a sentence starts, and leaves one-word statuses as they are", () => {
    expect(REVERSE_ENDPOINT_STATUSES.map(statusLabel)).toEqual(["Unknown", "Provisioning", "Deleting", "Ready", "Failed", "Pending acceptance", "Rejected", "Expired"]);
    expect(statusLabel("WaitingForOwner")).toBe("Waiting for owner");
  });
});
