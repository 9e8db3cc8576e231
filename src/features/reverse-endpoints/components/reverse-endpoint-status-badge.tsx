import { StatusBadge } from "@/ui/status-badge";
import { reverseEndpointStatusTone } from "../api/reverse-endpoint-status";

export function ReverseEndpointStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={reverseEndpointStatusTone(status)}>{status}</StatusBadge>;
}
