import { useEffect, useState } from "react";

/**
 * Says, for the whole console, that the server answered 429 and the console is sitting out the
 * wait it asked for (the query layer does the waiting), with the seconds left; gone when it is over.
 */
export default function RateLimitCountdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  const waiting = until > now;
  // Ticks while a wait runs, from its start (the clock read at mount may be long past by then).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      if (Date.now() < until) timer = setTimeout(tick, 250);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [until]);
  if (!waiting) return null;
  return (
    <div className="rate-limit-notice" role="status">
      The server is busy and asked the console to wait (HTTP 429):{" "}
      {/* The count changes every second: seen, not read out each time. */}
      <span aria-hidden="true">trying again in {Math.ceil((until - now) / 1000)} s…</span>
      <span className="visually-hidden">the console tries again when the wait is over.</span>
    </div>
  );
}
