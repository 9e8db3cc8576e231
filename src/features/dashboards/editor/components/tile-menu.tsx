import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";

export interface TileMenuItem {
  id: string;
  label: string;
  /** Why the item cannot be used now; shown under it, and the item is disabled. */
  disabledReason?: string;
  danger?: boolean;
}

interface TileMenuProps {
  /** The button that opened the menu: the menu sits next to it and gives focus back to it. */
  anchor: HTMLButtonElement;
  label: string;
  items: TileMenuItem[];
  onSelect: (id: string) => void;
  onClose: (returnFocus: boolean) => void;
}

const MENU_WIDTH = 230;

/**
 * One menu for all tiles (rather than one per tile, for 200-tile dashboards), fixed next to the
 * button that opened it so no tile's overflow clips it. Arrow keys, Home/End, Escape and Tab work
 * as in a native menu.
 */
export function TileMenu({ anchor, label, items, onSelect, onClose }: TileMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const place = () => {
      const rect = anchor.getBoundingClientRect();
      const height = ref.current?.offsetHeight ?? 0;
      const below = rect.bottom + 4 + height <= window.innerHeight;
      setPosition({
        top: below ? rect.bottom + 4 : Math.max(8, rect.top - 4 - height),
        left: Math.min(Math.max(8, rect.right - MENU_WIDTH), window.innerWidth - MENU_WIDTH - 8),
      });
    };
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [anchor]);

  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (ref.current?.contains(event.target as Node) || anchor.contains(event.target as Node)) return;
      onClose(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [anchor, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (next: number) => buttons[(next + buttons.length) % buttons.length]?.focus();
    if (event.key === "ArrowDown") focus(index + 1);
    else if (event.key === "ArrowUp") focus(index - 1);
    else if (event.key === "Home") focus(0);
    else if (event.key === "End") focus(buttons.length - 1);
    else if (event.key === "Escape") onClose(true);
    // Back on its button first, so Tab goes on from there and not from the end of the page.
    else if (event.key === "Tab") onClose(true);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  }

  return (
    <div
      ref={ref}
      className="tile-menu"
      role="menu"
      aria-label={label}
      style={{ top: position?.top ?? -9999, left: position?.left ?? -9999, width: MENU_WIDTH }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          aria-label={item.label}
          className={`tile-menu__item ${item.danger ? "tile-menu__item--danger" : ""}`}
          aria-disabled={item.disabledReason ? true : undefined}
          aria-describedby={item.disabledReason ? `tile-menu-${item.id}-reason` : undefined}
          onClick={() => {
            if (!item.disabledReason) onSelect(item.id);
          }}
        >
          {item.label}
          {item.disabledReason && (
            <span className="tile-menu__reason" id={`tile-menu-${item.id}-reason`}>
              {item.disabledReason}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
