import { formatExactTime, formatRelativeTime } from "@/lib/format-time";

/** "3 minutes ago", with the exact time on hover and for assistive tech. */
export function RelativeTime({ value, now }: { value: string | null | undefined; now?: number }) {
  if (!value) return <span className="muted">—</span>;
  const exact = formatExactTime(value);
  return (
    <time dateTime={value} title={exact}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
