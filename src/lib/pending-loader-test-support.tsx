import { act, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/**
 * Renders `Component` as the one route at `path`, in a memory router opened at `url`, with a loader
 * that waits until the test lets it go: every navigation stays on its way until `releaseAll`, as a
 * slow loader keeps it in the console. `releaseAll` lets every waiting loader finish and the router settle.
 */
export function renderWithPendingLoader(path: string, Component: ComponentType, url: string) {
  const gates: Array<() => void> = [];
  const router = createMemoryRouter(
    [{ path, Component, HydrateFallback: () => null, loader: () => new Promise<null>((resolve) => gates.push(() => resolve(null))) }],
    { initialEntries: [url] },
  );
  const releaseAll = () =>
    act(async () => {
      while (gates.length > 0) gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  render(<RouterProvider router={router} />);
  return { router, releaseAll };
}
