import { useCallback, useEffect, useRef } from "react";
import { isApiError } from "@/lib/api-error";
import { offerResend, type ResendOffer } from "@/lib/reconnect-state";

/**
 * For an action that can fail with a 401: after it does, the reconnect dialog offers to send it
 * again (`send`) once the user has reconnected. The offer goes when the component does.
 */
export function useResendOffer(): (error: unknown, label: string, send: () => void, tone?: ResendOffer["tone"]) => void {
  const withdraw = useRef<(() => void) | null>(null);
  useEffect(() => () => withdraw.current?.(), []);
  return useCallback((error, label, send, tone) => {
    if (!isApiError(error) || !error.isUnauthorized) return;
    withdraw.current?.();
    withdraw.current = offerResend({ label, send, tone });
  }, []);
}
