import type * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

/** Takes module scripts off Lantern's simulated first-paint path (Lighthouse issue #17163); returns the undo. */
export function correctModuleScriptPaths(lantern: typeof Lantern): () => void;
