import { useId } from "react";
import type { ReleaseChannel } from "@/shared/schemas/service";
import { isReleaseChannel, RELEASE_CHANNEL_OPTIONS, releaseChannelAvailability, releaseChannelBody } from "../model/release-channel-model";
import { SaveActions } from "./save-actions";
import { useServiceForm, type ServicePartProps } from "./use-save-service-part";

/** Slow, default or fast releases; only production services have a choice (api.md limits). */
export function ReleaseChannelForm({ service, ...props }: ServicePartProps) {
  const id = useId();
  const current = service.releaseChannel;
  const { form, part, save } = useServiceForm(props, "Release channel", {
    initial: { channel: isReleaseChannel(current) ? current : null } as { channel: ReleaseChannel | null },
    onSubmit: ({ channel }) => {
      if (channel) save(releaseChannelBody(channel), `Release channel set to ${channel}.`);
    },
  });
  const selected = form.values.channel;
  const availability = releaseChannelAvailability(service);

  const currentText = (
    <p>
      Current channel: <strong>{current ?? "not set"}</strong>
    </p>
  );

  if (!availability.offered) {
    return (
      <div className="form-stack">
        {currentText}
        <p className="notice">{availability.reason}</p>
      </div>
    );
  }

  return (
    <form className="form-stack" onSubmit={form.submit} noValidate>
      {currentText}
      <fieldset className="choice-group">
        <legend className="visually-hidden">Release channel</legend>
        {RELEASE_CHANNEL_OPTIONS.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={`${id}-channel`}
              value={option.value}
              checked={selected === option.value}
              aria-describedby={`${id}-${option.value}`}
              onChange={() => form.set("channel", option.value)}
            />
            <span className="choice__text">
              <span className="choice__label">
                {option.label}
                {option.value === current && <span className="muted"> (current)</span>}
              </span>
              <span className="choice__hint" id={`${id}-${option.value}`}>{option.explanation}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SaveActions part={part} dirty={form.dirty} restored={form.restored} saveLabel="Save release channel" onDiscard={form.reset} />
    </form>
  );
}
