import { StatusBadge } from "@/ui/status-badge";
import { pipeStateTone } from "../model/pipe-format";

/** A pipe's state in its colour; a state the console does not know is shown as sent, neutral. */
export function PipeStateBadge({ state }: { state: string }) {
  return <StatusBadge tone={pipeStateTone(state)}>{state}</StatusBadge>;
}
