import { restoreErrorStacks } from "./app/stackless-start";
import { QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./app/app-query-client";
import { router } from "./app/router";
import "./ui/theme.css";
import "./app/app-shell.css";

restoreErrorStacks();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * The router loads the first page's route code and runs its loaders as soon as it is created. Until
 * then the HTML's own shell of the page shows (src/server/page-shell.ts); rendering once the page is
 * ready replaces it with the page in one step, with no fallback in between.
 */
function whenRouterReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// As a transition, React renders the first page in slices of a few milliseconds and lets the browser
// in between (the shell is on screen meanwhile); only the commit is one piece.
void whenRouterReady().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);
