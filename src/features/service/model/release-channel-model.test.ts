// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RELEASE_CHANNELS, serviceUpdateBodySchema } from "@/shared/schemas/service";
import { isReleaseChannel, RELEASE_CHANNEL_OPTIONS, releaseChannelAvailability, releaseChannelBody } from "./release-channel-model";

describe("release channel", () => {
  it("explains every channel the server knows, in one line each", () => {
    expect(RELEASE_CHANNEL_OPTIONS.map((option) => option.value)).toEqual([...RELEASE_CHANNELS]);
    for (const option of RELEASE_CHANNEL_OPTIONS) expect(option.explanation).not.toMatch(/\n/);
  });
  it("is offered to production services and to services whose tier is not sent", () => {
    expect(releaseChannelAvailability({ tier: "production" })).toEqual({ offered: true });
    expect(releaseChannelAvailability({ tier: undefined })).toEqual({ offered: true });
  });
  it("is not offered to a development service, saying why", () => {
    expect(releaseChannelAvailability({ tier: "development" })).toEqual({
      offered: false,
      reason: "Release channels are only available for production services; this is a development service.",
    });
  });
  it("knows its values", () => {
    expect(isReleaseChannel("fast")).toBe(true);
    expect(isReleaseChannel("beta")).toBe(false);
    expect(isReleaseChannel(null)).toBe(false);
  });
  it("sends only the channel", () => {
    expect(releaseChannelBody("fast")).toEqual({ releaseChannel: "fast" });
    expect(serviceUpdateBodySchema.parse(releaseChannelBody("slow"))).toEqual({ releaseChannel: "slow" });
  });
});
