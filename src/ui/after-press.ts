/**
 * A press (mouse button, finger, pen) under way: from its pointerdown until the click it makes has
 * been handled. The focus moves at the mousedown, which for a finger comes after the pointerup, so
 * the pointerup alone does not end it. Blur handlers held meanwhile (`afterPress`) wait in `held`.
 */
let pressing = false;
let held: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let tracking = false;

function release(): void {
  clearTimeout(timer);
  pressing = false;
  const waiting = held;
  held = [];
  for (const run of waiting) run();
}

/** Ends the press in `ms` at the latest: a press whose click never comes (it ended elsewhere, a list opened) holds nothing for long. */
const releaseWithin = (ms: number) => {
  clearTimeout(timer);
  timer = setTimeout(release, ms);
};

function track(): void {
  if (tracking) return;
  tracking = true;
  const options = { capture: true, passive: true };
  window.addEventListener("pointerdown", () => {
    pressing = true;
    releaseWithin(2000);
  }, options);
  window.addEventListener("pointerup", () => releaseWithin(600), options);
  // After the click's own handlers (a submit): the click is dispatched to the page after this listener.
  window.addEventListener("click", () => releaseWithin(0), options);
  for (const type of ["pointercancel", "keydown", "contextmenu", "dragstart"]) window.addEventListener(type, release, options);
  window.addEventListener("blur", release);
}

/**
 * A blur handler that, when the field was left by pressing on something else, runs once that press
 * and its click are over. A problem message shown as a field is left moves what is below it: shown
 * while the wizard's Next was being pressed, it moved Next from under the pointer (45 px in the case
 * a user reported), and the click never happened. Leaving by keyboard (Tab) runs it at once.
 */
export function afterPress<E>(onBlur: (event: E) => void): (event: E) => void {
  track();
  return (event) => {
    if (pressing) held.push(() => onBlur(event));
    else onBlur(event);
  };
}
