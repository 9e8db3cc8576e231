import { useEffect, useId, useRef, useState, type ToggleEvent } from "react";
import { MAX_SPAN_MS } from "@/shared/schemas/series-query";
import { FormField } from "@/ui/form-field";
import { placeNextTo } from "@/ui/place-next-to";
import { useForm } from "@/ui/use-form";
import { describeRange, parsePoint, RANGE_PRESETS, resolveRange, sameRange, type TimeRange } from "../model/time-range";

/** `YYYY-MM-DDTHH:MM` in local time, as a datetime-local input holds it. */
function toLocalInput(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type CustomErrors = { from?: string; to?: string };

/** A local datetime-local pair as a range, or what is wrong with each end. */
function customRange(fromText: string, toText: string): { ok: true; range: TimeRange } | { ok: false; errors: CustomErrors } {
  const from = fromText ? new Date(fromText).getTime() : Number.NaN;
  const to = toText ? new Date(toText).getTime() : Number.NaN;
  const errors: CustomErrors = {};
  if (Number.isNaN(from)) errors.from = "Enter when the range starts";
  if (Number.isNaN(to)) errors.to = "Enter when the range ends";
  if (!errors.from && !errors.to) {
    if (to <= from) errors.to = "The end must be after the start";
    else if (to - from > MAX_SPAN_MS) errors.to = "A range can span at most 31 days";
  }
  if (errors.from || errors.to) return { ok: false, errors };
  return { ok: true, range: { from: String(from), to: String(to) } };
}

/**
 * The range button and its panel (a popover: Escape and a click outside close it, focus returns to
 * the button): the usual relative ranges, and an absolute one from two date-time fields.
 */
export function TimeRangePicker({ range, now, onChange }: { range: TimeRange; now: number; onChange: (range: TimeRange) => void }) {
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const stopPlacing = useRef<(() => void) | null>(null);
  // The date-time fields are made when the panel first opens, not with the page: Chromium took
  // 48–65 ms on our desktop-class CI machine to make a fresh browser's first datetime-local field
  // (its date formats; the second took 0.3 ms), and every dashboard has this panel, closed, from its first render.
  const [fieldsMade, setFieldsMade] = useState(false);
  const resolved = resolveRange(range, now);
  const form = useForm({
    // The custom fields start from the range shown.
    initial: { from: toLocalInput(resolved.startTime), to: toLocalInput(resolved.endTime) },
    validate: ({ from, to }) => {
      const result = customRange(from, to);
      return result.ok ? {} : result.errors;
    },
    checkAsTyped: false,
    onSubmit: ({ from, to }) => {
      const result = customRange(from, to);
      if (result.ok) choose(result.range);
    },
  });
  useEffect(() => () => stopPlacing.current?.(), []);

  function close() {
    panel.current?.hidePopover();
    button.current?.focus();
  }

  function choose(next: TimeRange) {
    onChange(next);
    close();
  }

  // Opening: the custom fields fresh. Here, as it opens, not in `toggle`, which the browser fires in a
  // task of its own afterwards, by when a date may already have been typed.
  // React renders the fields in this event (a discrete one), so they are there when the panel shows.
  function onBeforeToggle(event: ToggleEvent<HTMLDivElement>) {
    if (event.newState !== "open") return;
    // Unseen until placed (placeNextTo, from onToggle, a task later): never a frame where the CSS puts it.
    event.currentTarget.style.opacity = "0";
    form.reset();
    setFieldsMade(true);
  }

  function onToggle(event: ToggleEvent<HTMLDivElement>) {
    stopPlacing.current?.();
    stopPlacing.current = null;
    if (event.newState !== "open" || !button.current) return;
    // Opened: kept under the button (inside the window), the current choice focused unless a field already is.
    const opened = event.currentTarget;
    stopPlacing.current = placeNextTo(button.current, opened);
    if (!opened.contains(document.activeElement)) (opened.querySelector<HTMLElement>("[aria-current='true']") ?? opened.querySelector("button"))?.focus();
  }

  const absolute = parsePoint(range.from)?.kind === "absolute";
  return (
    <>
      <button ref={button} type="button" className="button time-range-button" popoverTarget={panelId} aria-haspopup="dialog" aria-label={`Time range: ${describeRange(range, now)}`}>
        <ClockIcon /> {describeRange(range, now)} <span aria-hidden="true">▾</span>
      </button>
      <div ref={panel} id={panelId} popover="auto" className="time-range-panel" role="dialog" aria-label="Choose a time range" onBeforeToggle={onBeforeToggle} onToggle={onToggle}>
        <div className="time-range-panel__presets">
          <p className="time-range-panel__heading">Relative</p>
          <ul>
            {RANGE_PRESETS.map((preset) => (
              <li key={preset.from}>
                <button
                  type="button"
                  className="time-range-panel__preset"
                  aria-current={sameRange(preset, range) ? "true" : undefined}
                  onClick={() => choose({ from: preset.from, to: preset.to })}
                >
                  {preset.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {fieldsMade && (
          <form className="time-range-panel__custom" onSubmit={form.submit} noValidate>
            <p className="time-range-panel__heading">Absolute{absolute ? " (current)" : ""}</p>
            <FormField label="From" error={form.errors.from}>
              {(field) => <input {...field} className="input" type="datetime-local" {...form.bind("from")} />}
            </FormField>
            <FormField label="To" error={form.errors.to}>
              {(field) => <input {...field} className="input" type="datetime-local" {...form.bind("to")} />}
            </FormField>
            <div className="button-row">
              <button type="submit" className="button button--primary">Apply range</button>
              <button type="button" className="button" onClick={close}>Cancel</button>
            </div>
          </form>
        )}
      </div>
    </>
  );
}

function ClockIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M8 4.6V8l2.4 1.6" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
