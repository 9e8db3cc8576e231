import { RELEASE_CHANNELS, type ReleaseChannel, type Service, type ServiceUpdateBody } from "@/shared/schemas/service";

/** The channels in api.md's order of speed, each with the one line a user needs to choose. */
export const RELEASE_CHANNEL_OPTIONS: readonly { value: ReleaseChannel; label: string; explanation: string }[] = [
  { value: "slow", label: "Slow", explanation: "Defers new releases until they have run longer elsewhere." },
  { value: "default", label: "Default", explanation: "The regular channel: new releases arrive on the usual schedule." },
  { value: "fast", label: "Fast", explanation: "New releases soonest, with a higher risk of defects." },
];

export function isReleaseChannel(value: unknown): value is ReleaseChannel {
  return (RELEASE_CHANNELS as readonly unknown[]).includes(value);
}

/**
 * Release channels exist only for production services (api.md limits). A service whose tier is
 * not sent is offered the choice: the server decides, and its refusal is shown.
 */
export function releaseChannelAvailability(service: Pick<Service, "tier">): { offered: true } | { offered: false; reason: string } {
  if (service.tier === undefined || service.tier === "production") return { offered: true };
  return {
    offered: false,
    reason: `Release channels are only available for production services; this is a ${service.tier} service.`,
  };
}

/** The PATCH body of the release channel form: the channel and nothing else. */
export function releaseChannelBody(channel: ReleaseChannel): ServiceUpdateBody {
  return { releaseChannel: channel };
}
