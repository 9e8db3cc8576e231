import { median, percentile } from "./bench-support";

// Two measures of an input are printed side by side, on purpose:
// - "<name>-ms": from the input event to the frame that shows its result. It includes the wait from
//   the input to the next vsync (0–16.7 ms, whatever the page does), so even an input that changes
//   nothing measures p95 ≈ 17 ms (the "-floor-ms" and "hover-step-ms" figures).
// - "<name>-frame-ms" (this file): from the begin (vsync) time of the first animation frame after the
//   input to the end of the frame that shows the result, counted across frames from that first one.
//   A frame's deadline is its begin time plus one frame interval, so the figure is ≤ 16.7 ms exactly
//   when the result was in the first frame and that frame met its deadline: the user saw it at the
//   same vsync as on a page that did nothing. That is "within one frame" itself.
// Chromium passes requestAnimationFrame callbacks the frame's begin time, which stays the vsync time
// when the callback runs late (checked: a 30 ms busy keydown handler, callbacks 17–36 ms after their
// argument). When the page was idle, Chromium starts the frame at once with the previous vsync as
// its begin time (up to 16.7 ms before the input): its deadline is still the next vsync, so the test
// holds, but the figure then also counts the time from that vsync to the input.

/** Frames at 60 Hz, as headless Chromium draws them. */
export const FRAME_MS = 1000 / 60;

export interface FrameTiming {
  /** From the begin time of the first animation frame after the input to the end of the frame that shows the result. */
  frameMs: number;
  /** From the first frame's begin time to the begin time of the frame that shows the result (0: the first). */
  resultFrameBeganMs: number;
  /** From the first frame's begin time to the input's time stamp: > 0 when the frame began before the input. */
  inputAfterBeginMs: number;
}

export interface FrameWatch {
  /** Whether the page, as it is now, shows the input's result. */
  shown: () => boolean;
  /** The input event's time stamp. */
  inputAt: number;
  /** Where the result is committed, and which changes there to look at. */
  watched?: Node;
  changes?: MutationObserverInit;
}

export interface TimedInput {
  /** Undefined when stopped before the page showed a result. */
  result: Promise<FrameTiming | undefined>;
  /** The input has been superseded: if no result is on its way to the screen, there is none to time. */
  stop: () => void;
}

declare global {
  interface Window {
    __timeFrames?: (watch: FrameWatch) => TimedInput;
  }
}

/**
 * Runs in the page (addInitScript or evaluate), so it refers to nothing outside itself. Installs
 * window.__timeFrames, to be called from an input's listener before the console handles the input.
 * The animation frame requested there is the first frame after the input (for a pointer move, which
 * Chromium dispatches at the start of a frame, the frame in progress). `shown` says whether the page
 * as it is shows the input's result: asked in that first frame, then on each change to `watched`
 * (the commit), after which the next frame is the one that shows it. A message posted from a frame
 * is handled just after that frame is rendered, unless a discrete input (seen with a keyup) comes
 * between: Chromium then holds the page's tasks back until the next frame, and the frame is timed
 * one frame late. So no such input may be sent before the result is in (pipes-list.bench.ts holds
 * its keys down till then). It requests no frame the page would not draw anyway.
 */
export function installFrameTiming(): void {
  window.__timeFrames = ({ shown, inputAt, watched, changes }) => {
    let settle: (timing: FrameTiming | undefined) => void = () => undefined;
    const result = new Promise<FrameTiming | undefined>((resolve) => (settle = resolve));
    let firstBegin: number | undefined;
    let showing = false;
    const observer = new MutationObserver(() => {
      if (firstBegin === undefined || showing || !shown()) return;
      showing = true;
      requestAnimationFrame(frameWithResult);
    });
    const timeout = setTimeout(() => finish(undefined), 5000);
    function finish(timing: FrameTiming | undefined) {
      observer.disconnect();
      clearTimeout(timeout);
      settle(timing);
    }
    function frameWithResult(begin: number) {
      if (!shown()) {
        showing = false;
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => finish({ frameMs: performance.now() - firstBegin!, resultFrameBeganMs: begin - firstBegin!, inputAfterBeginMs: inputAt - firstBegin! });
      channel.port2.postMessage(null);
    }
    if (watched) observer.observe(watched, changes);
    requestAnimationFrame((begin) => {
      firstBegin = begin;
      if (!shown()) return;
      showing = true;
      frameWithResult(begin);
    });
    return { result, stop: () => showing || finish(undefined) };
  };
}

/** Animation frames from the input to the one that showed its result, on their begin times (vsyncs): 1 = the first. */
export function framesOf(timing: FrameTiming): number {
  return 1 + Math.round(timing.resultFrameBeganMs / FRAME_MS);
}

/** `<name>-frame-ms(median|p95)`, `<name>-frames(max)` and `<name>-in-first-frame(%)`: shown in the first frame, before its deadline. */
export function frameFigures(name: string, timings: (FrameTiming | undefined)[]): Record<string, string | number> {
  const missing = timings.filter((timing) => timing === undefined).length;
  if (missing) throw new Error(`${name}: ${missing} of ${timings.length} inputs were not seen on screen within 5 s`);
  const shown = timings as FrameTiming[];
  const frameMs = shown.map((timing) => timing.frameMs);
  const withinOne = shown.filter((timing) => framesOf(timing) === 1 && timing.frameMs <= FRAME_MS).length;
  return {
    [`${name}-frame-ms(median)`]: median(frameMs),
    [`${name}-frame-ms(p95)`]: percentile(frameMs, 95),
    [`${name}-frames(max)`]: String(Math.max(...shown.map(framesOf))),
    [`${name}-in-first-frame(%)`]: (100 * withinOne) / shown.length,
    // The idle-page case above: the figure then includes time from the first frame's begin to the input.
    [`${name}-first-frame-began-before-input(%)`]: (100 * shown.filter((timing) => timing.inputAfterBeginMs > 0).length) / shown.length,
  };
}
