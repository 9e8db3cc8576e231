// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { ReverseEndpoint } from "@/shared/schemas/reverse-endpoint";
import { SETTLE_AFTER_MS } from "@/lib/poll-interval";
import { SETTLED_POLL_MS, TRANSITIONAL_POLL_MS, noteCreated, pollWhileTransitional, reverseEndpointStatusTone, waitingSince } from "./reverse-endpoint-status";

const endpoint = (id: string, status: string, extra: Record<string, unknown> = {}): ReverseEndpoint => ({
  id, serviceId: "s", description: "d", type: "VPC_ENDPOINT_SERVICE", dnsNames: [], privateDnsNames: [], status, ...extra,
});

describe("pollWhileTransitional", () => {
  it("polls while one endpoint is on its way and stops once all settled", () => {
    expect(pollWhileTransitional([endpoint("a", "Ready"), endpoint("b", "Provisioning")])).toBe(TRANSITIONAL_POLL_MS);
    expect(pollWhileTransitional([endpoint("a", "PendingAcceptance")])).toBe(TRANSITIONAL_POLL_MS);
    expect(pollWhileTransitional([endpoint("a", "Ready"), endpoint("b", "Failed"), endpoint("c", "Migrating")])).toBe(false);
    expect(pollWhileTransitional([])).toBe(false);
    expect(pollWhileTransitional(undefined)).toBe(false);
  });

  it("polls less often once the answer has stayed the same for a minute, and often again for a new one", () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const answer = endpoint("a", "PendingAcceptance");
      expect(pollWhileTransitional([answer], answer)).toBe(TRANSITIONAL_POLL_MS);
      vi.setSystemTime(SETTLE_AFTER_MS);
      expect(pollWhileTransitional([answer], answer)).toBe(SETTLED_POLL_MS);
      const changed = endpoint("a", "Provisioning");
      expect(pollWhileTransitional([changed], changed)).toBe(TRANSITIONAL_POLL_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("reverseEndpointStatusTone", () => {
  it.each([
    ["Ready", "ok"], ["Provisioning", "transition"], ["Deleting", "transition"], ["Failed", "failed"],
    ["Rejected", "failed"], ["Expired", "stopped"], ["Unknown", "neutral"], ["Migrating", "neutral"],
  ])("%s is %s", (status, tone) => {
    expect(reverseEndpointStatusTone(status)).toBe(tone);
  });
});

describe("waitingSince", () => {
  it("is the moment the create form sent the POST, for an endpoint it created", () => {
    noteCreated("created", 1_000);
    expect(waitingSince(endpoint("created", "Provisioning"), 9_000)).toEqual({ at: 1_000, known: true });
  });
  it("is when the page first saw it transitional, not claimed as the start, and stays so across later looks", () => {
    expect(waitingSince(endpoint("seen", "Provisioning"), 5_000)).toEqual({ at: 5_000, known: false });
    expect(waitingSince(endpoint("seen", "Provisioning"), 7_000)).toEqual({ at: 5_000, known: false });
  });
  it("is nothing once it settled, and a new wait starts at the next transition", () => {
    noteCreated("again", 1_000);
    expect(waitingSince(endpoint("again", "Provisioning"), 1_500)).toEqual({ at: 1_000, known: true });
    expect(waitingSince(endpoint("again", "Ready"), 2_000)).toBeUndefined();
    expect(waitingSince(endpoint("again", "Deleting"), 3_000)).toEqual({ at: 3_000, known: false });
  });
  it("uses the server's createdAt when it sends one", () => {
    expect(waitingSince(endpoint("server", "Provisioning", { createdAt: "1970-01-01T00:00:02.000Z" }), 9_000)).toEqual({ at: 2_000, known: true });
  });
});
