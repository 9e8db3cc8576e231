import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useLocation, useRevalidator } from "react-router";
import { reconnectState, subscribeToReconnect } from "@/lib/reconnect-state";

// Loaded on the first refusal only: most sessions never need it, and the first page stays small.
const Reconnect = lazy(() => import("@/features/connection/components/reconnect-dialog").then((module) => ({ default: module.Reconnect })));

/** Where a refused key is answered, over whatever page is there (the connect page is its own answer). */
export function ReconnectHost() {
  const state = useSyncExternalStore(subscribeToReconnect, reconnectState);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  if (state.phase === "connected" || pathname === "/connect") return null;
  return (
    <Suspense fallback={null}>
      <Reconnect
        state={state}
        onConnected={() => {
          // What failed for want of a key is asked again; what loaded before stays on screen meanwhile.
          void queryClient.invalidateQueries();
          void revalidator.revalidate();
        }}
      />
    </Suspense>
  );
}
