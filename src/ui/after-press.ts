/**
 * Whether a pointer (mouse button, finger, pen) is down now. Tracked from the first use of
 * `afterPress`, in the capture phase, so the flag is set before the press moves the focus.
 */
let pressing = false;
let tracking = false;

function track(): void {
  if (tracking) return;
  tracking = true;
  const set = (down: boolean) => () => (pressing = down);
  window.addEventListener("pointerdown", set(true), true);
  window.addEventListener("pointerup", set(false), true);
  window.addEventListener("pointercancel", set(false), true);
}

/**
 * A blur handler that, when the field was left by pressing on something else, runs once that press is
 * over and its click has been handled. A problem message shown as a field is left moves what is below
 * it: shown while the mouse button was still down on the wizard's Next, it moved Next from under the
 * pointer (45 px in the case a user reported), and the click never happened. Leaving by keyboard (Tab)
 * runs it at once.
 */
export function afterPress<E>(onBlur: (event: E) => void): (event: E) => void {
  track();
  return (event) => {
    if (!pressing) return onBlur(event);
    const over = () => {
      window.removeEventListener("pointerup", over, true);
      window.removeEventListener("pointercancel", over, true);
      // After the click that ends the press (it follows pointerup in the same task).
      setTimeout(() => onBlur(event));
    };
    window.addEventListener("pointerup", over, true);
    window.addEventListener("pointercancel", over, true);
  };
}
