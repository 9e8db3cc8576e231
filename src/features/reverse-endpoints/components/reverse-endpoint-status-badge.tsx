import { StatusBadge } from "@/ui/status-badge";
import { statusLabel } from "../model/reverse-endpoint-labels";
import { reverseEndpointStatusTone } from "../model/reverse-endpoint-status";

export function ReverseEndpointStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={reverseEndpointStatusTone(status)}>{statusLabel(status)}</StatusBadge>;
}
