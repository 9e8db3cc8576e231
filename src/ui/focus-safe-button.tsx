import type { ComponentProps } from "react";

/**
 * A button that stays focusable while it cannot act (aria-disabled, not disabled). A browser moves
 * the focus to the page's body when the focused button turns disabled, so a keyboard user who has
 * just pressed Save (the button turns unavailable while the save runs, and after it) or Undo (down
 * to the last step) would lose their place. Pressed while `unavailable`, it does nothing: no click,
 * and no form submission.
 */
export function FocusSafeButton({ unavailable, onClick, ...props }: Omit<ComponentProps<"button">, "disabled"> & { unavailable: boolean }) {
  return (
    <button
      {...props}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (unavailable) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
