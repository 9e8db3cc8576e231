/**
 * A correction to Lighthouse's simulation (Lantern), for `npm run lighthouse -- --lantern-17163`
 * only: it shows what Lighthouse's open issue #17163 costs a page, beside Lighthouse's own score.
 *
 * Lantern puts a script on the simulated first paint's path when it arrived before the observed
 * paint with render-blocking priority. It takes it off when it sees the script's evaluation start
 * after the paint, and it sees that only through an `EvaluateScript` trace event naming the script.
 * Chromium records a module script's evaluation as `v8.evaluateModule`, which names no script, so
 * Lantern "can't conclude anything" and keeps every module script and modulepreload that arrived
 * before the paint, although module scripts never block rendering (they are deferred).
 * https://github.com/GoogleChrome/lighthouse/issues/17163
 *
 * Corrected: a script whose evaluation no trace event names leaves the path, as one whose
 * evaluation was seen to start after the paint does. The console has no classic script, so on its
 * pages that is exactly its module scripts.
 *
 * @param {typeof import("lighthouse/core/lib/lantern/lantern.js")} Lantern Lighthouse's Lantern
 * @returns {() => void} puts Lantern back as it was
 */
export function correctModuleScriptPaths(Lantern) {
  const { FirstContentfulPaint, Metric } = Lantern.Metrics;
  const original = FirstContentfulPaint.getRenderBlockingNodeData;
  FirstContentfulPaint.getRenderBlockingNodeData = function (graph, options) {
    const data = original.call(this, graph, options);
    const evaluated = new Set();
    graph.traverse((node) => {
      if (node.type === Lantern.Graph.BaseNode.types.CPU) for (const url of node.getEvaluateScriptURLs()) evaluated.add(url);
    });
    // The scripts Lantern itself holds possibly render-blocking, as it picks them.
    const possibly = Metric.getScriptUrls(graph, (node) => node.endTime <= options.cutoffTimestamp && options.treatNodeAsRenderBlocking(node));
    for (const url of possibly) if (!evaluated.has(url)) data.definitelyNotRenderBlockingScriptUrls.add(url);
    return data;
  };
  return () => {
    FirstContentfulPaint.getRenderBlockingNodeData = original;
  };
}
