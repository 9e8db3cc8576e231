import { StatusBadge } from "@/ui/status-badge";
import { reverseEndpointStatusTone } from "../model/reverse-endpoint-status";

export function ReverseEndpointStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={reverseEndpointStatusTone(status)}>{status}</StatusBadge>;
}
