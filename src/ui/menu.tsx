import { useEffectEvent, useId, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { placeNextTo } from "./place-next-to";

export interface MenuItem {
  id: string;
  label: string;
  /** Why the item cannot be used now: shown under it, and the item stays focusable but does nothing. */
  disabledReason?: string;
  danger?: boolean;
}

interface MenuProps {
  /** The menu button that opened it: the menu sits by it, marks it expanded, and gives the focus back to it. */
  anchor: HTMLElement;
  label: string;
  items: readonly MenuItem[];
  /** An enabled item was chosen. Where the focus goes next is the caller's: the item is about to go. */
  onSelect: (id: string) => void;
  /** Escape, Tab or a press elsewhere. After Escape and Tab the focus is already back on the anchor. */
  onClose: () => void;
}

const enabledItem = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * The WAI-ARIA menu button pattern, as well-kept libraries implement it: the menu opens with the first
 * enabled item focused; arrows move (and wrap), Home and End jump, a letter moves to the next item
 * starting with it; Enter and Space choose; Escape closes back to the button, Tab closes and goes on
 * from the button; a press elsewhere closes it. Disabled items stay focusable so their reason is heard.
 * A manual popover, so it is in the top layer (no tile clips it) while a second press on its button
 * stays the button's to handle; placed by `placeNextTo`. Rendered only while open, so one menu can
 * serve many buttons.
 */
export function Menu({ anchor, label, items, onSelect, onClose }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const closeOutside = useEffectEvent(onClose);

  useLayoutEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    if (!menu.matches(":popover-open")) menu.showPopover();
    anchor.setAttribute("aria-expanded", "true");
    anchor.setAttribute("aria-controls", id);
    const stopPlacing = placeNextTo(anchor, menu);
    menu.querySelector<HTMLElement>(enabledItem)?.focus();
    // A press elsewhere closes the menu; one on its own button is the button's (it toggles the menu).
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || menu.contains(event.target) || anchor.contains(event.target)) return;
      closeOutside();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      stopPlacing();
      anchor.removeAttribute("aria-expanded");
      anchor.removeAttribute("aria-controls");
    };
  }, [anchor, id]);

  function backToAnchor() {
    anchor.focus();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => buttons[(next + buttons.length) % buttons.length]?.focus();
    if (event.key === "ArrowDown") focus(index + 1);
    else if (event.key === "ArrowUp") focus(index - 1);
    else if (event.key === "Home") focus(0);
    else if (event.key === "End") focus(buttons.length - 1);
    else if (event.key === "Escape") backToAnchor();
    // Back on the button first, so Tab goes on from there and not from the end of the page.
    else if (event.key === "Tab") return backToAnchor();
    else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLocaleLowerCase();
      const after = [...buttons.slice(index + 1), ...buttons.slice(0, index + 1)];
      after.find((button) => button.getAttribute("aria-label")?.toLocaleLowerCase().startsWith(letter))?.focus();
    } else return;
    event.preventDefault();
  }

  return (
    <div
      ref={ref}
      id={id}
      popover="manual"
      className="menu"
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-label={item.label}
          className={`menu__item ${item.danger ? "menu__item--danger" : ""}`}
          aria-disabled={item.disabledReason ? true : undefined}
          aria-describedby={item.disabledReason ? `${id}-${item.id}-reason` : undefined}
          onClick={() => {
            if (!item.disabledReason) onSelect(item.id);
          }}
        >
          {item.label}
          {item.disabledReason && (
            <span className="menu__reason" id={`${id}-${item.id}-reason`}>
              {item.disabledReason}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
