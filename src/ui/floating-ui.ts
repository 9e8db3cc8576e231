/** The part of Floating UI the console uses, so that its chunk (loaded by `placeNextTo`) holds only that. */
export { autoUpdate, computePosition, flip, offset, shift } from "@floating-ui/dom";
