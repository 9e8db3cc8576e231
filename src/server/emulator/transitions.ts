import { z } from "../../shared/zod";

/**
 * A state the record reaches by itself at `at` (ISO time). Stored instead of running timers,
 * so a change in flight survives a restart and costs nothing while nobody looks.
 */
export const transitionSchema = z.object({ to: z.string(), at: z.string() });
export type Transition = z.infer<typeof transitionSchema>;

export function transitionAfter(to: string, ms: number, now: number): Transition {
  return { to, at: new Date(now + ms).toISOString() };
}

/** The state as of `now`, and when it last changed when the transition has happened. */
export function currentState(
  state: string,
  transition: Transition | null,
  now: number,
): { state: string; changedAt: string | null } {
  if (transition !== null && Date.parse(transition.at) <= now) {
    return { state: transition.to, changedAt: transition.at };
  }
  return { state, changedAt: null };
}
