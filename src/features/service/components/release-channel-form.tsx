import { useId, useState, type FormEvent } from "react";
import type { ReleaseChannel } from "@/shared/schemas/service";
import { isReleaseChannel, RELEASE_CHANNEL_OPTIONS, releaseChannelAvailability, releaseChannelBody } from "../model/release-channel-model";
import { SaveActions } from "./save-actions";
import { useReportDirty } from "@/ui/unsaved-changes";
import { useSaveServicePart, type ServicePartProps } from "./use-save-service-part";

/** Slow, default or fast releases; only production services have a choice (api.md limits). */
export function ReleaseChannelForm({ service, serviceRef, reportDirty }: ServicePartProps) {
  const [draft, setDraft] = useState<ReleaseChannel | null>(null);
  const id = useId();
  const part = useSaveServicePart(serviceRef);
  const current = service.releaseChannel;
  const selected = draft ?? (isReleaseChannel(current) ? current : null);
  const dirty = draft !== null && draft !== current;
  const availability = releaseChannelAvailability(service);
  useReportDirty("Release channel", dirty, reportDirty);

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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || draft === null) return;
    part.save(releaseChannelBody(draft), { note: `Release channel set to ${draft}.`, onSaved: () => setDraft(null) });
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
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
              onChange={() => {
                setDraft(option.value);
                part.edited();
              }}
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
      <SaveActions part={part} dirty={dirty} saveLabel="Save release channel" onDiscard={() => setDraft(null)} />
    </form>
  );
}
