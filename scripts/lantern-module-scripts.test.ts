import { afterEach, describe, expect, it } from "vitest";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { correctModuleScriptPaths } from "./lantern-module-scripts.mjs";

// A page on Lantern's own graph classes: the document, then three scripts that all arrive (at 20 ms)
// before the paint (at 50 ms): a module script, whose evaluation Chromium names in no event; a classic
// script evaluated before the paint (so it did block it); one evaluated after it (so it did not).
const PAINT_MS = 50;
// Only the fields Lantern reads here.
const request = (url: string, resourceType: string, priority: string) =>
  ({
    requestId: url,
    url,
    resourceType,
    priority,
    rendererStartTime: 1,
    networkEndTime: 20,
    initiator: { type: "parser" },
    protocol: "http/1.1",
    parsedURL: { scheme: "http" },
  }) as unknown as Lantern.Types.NetworkRequest;
const event = (name: string, ms: number, args: Lantern.Types.TraceEvent["args"]): Lantern.Types.TraceEvent => ({ name, args, ts: ms * 1000, dur: 4000, pid: 1, tid: 1 });
const evaluation = (ms: number, url: string) => new Lantern.Graph.CPUNode(event("RunTask", ms, {}), [event("EvaluateScript", ms, { data: { url } })]);

function page() {
  const document = new Lantern.Graph.NetworkNode(request("http://console/", "Document", "VeryHigh"));
  document.setIsMainDocument(true);
  for (const url of ["http://console/module.js", "http://console/classic-before.js", "http://console/classic-after.js"]) {
    document.addDependent(new Lantern.Graph.NetworkNode(request(url, "Script", "High")));
  }
  document.addDependent(evaluation(30, "http://console/classic-before.js"));
  document.addDependent(evaluation(80, "http://console/classic-after.js"));
  return document;
}

/** The scripts Lantern takes off the paint's path, as its pessimistic estimate of the first paint picks them. */
const offThePath = () =>
  [
    ...Lantern.Metrics.FirstContentfulPaint.getRenderBlockingNodeData(page(), {
      cutoffTimestamp: PAINT_MS * 1000,
      treatNodeAsRenderBlocking: (node) => node.hasRenderBlockingPriority(),
    }).definitelyNotRenderBlockingScriptUrls,
  ].sort();

describe("correctModuleScriptPaths", () => {
  let undo: (() => void) | undefined;
  afterEach(() => {
    undo?.();
    undo = undefined;
  });

  it("Lighthouse's own Lantern keeps the module script on the paint's path (issue #17163)", () => {
    expect(offThePath()).toEqual(["http://console/classic-after.js"]);
  });

  it("takes the module script off it, and keeps the classic script that ran before the paint", () => {
    undo = correctModuleScriptPaths(Lantern);
    expect(offThePath()).toEqual(["http://console/classic-after.js", "http://console/module.js"]);
  });

  it("puts Lantern back as it was", () => {
    correctModuleScriptPaths(Lantern)();
    expect(offThePath()).toEqual(["http://console/classic-after.js"]);
  });
});
