import { useCallback, useState } from "react";

/** Says what an action did to screen reader users, through one polite live region. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState({ text: "", count: 0 });
  const announce = useCallback((text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 })), []);
  return { announcement, announce };
}

export function Announcer({ announcement }: { announcement: { text: string; count: number } }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement.text}
      {/* The same sentence twice in a row is a change too, so it is read again. */}
      {announcement.count % 2 === 1 ? "\u200b" : ""}
    </div>
  );
}
