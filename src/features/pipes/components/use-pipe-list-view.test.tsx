import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPendingLoader } from "@/lib/pending-loader-test-support";
import { DEFAULT_VIEW, toggleSort, toggleState } from "../model/pipe-list-model";
import { usePipeListView } from "./use-pipe-list-view";

function Probe() {
  const { view, setText, setView } = usePipeListView();
  return (
    <div>
      <input aria-label="Search" value={view.query} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setView((current) => toggleState(current, "Running"))}>Running</button>
      <button type="button" onClick={() => setView((current) => ({ ...current, kind: "kafka" }))}>Kafka</button>
      <button type="button" onClick={() => setView((current) => toggleSort(current, "updated"))}>Sort by update</button>
      <button type="button" onClick={() => setView(() => DEFAULT_VIEW)}>Clear filters</button>
    </div>
  );
}

/** The list's route; its navigations stay on their way until the test releases them. */
async function show(url: string) {
  const shown = renderWithPendingLoader("/pipes", Probe, url);
  await shown.releaseAll();
  return shown;
}

afterEach(cleanup);

describe("usePipeListView", () => {
  it("keeps every filter picked before the URL caught up with the first", async () => {
    const { router, releaseAll } = await show("/pipes?sort=state");
    fireEvent.click(screen.getByRole("button", { name: "Running" }));
    fireEvent.click(screen.getByRole("button", { name: "Kafka" }));
    fireEvent.click(screen.getByRole("button", { name: "Sort by update" }));
    expect(router.state.location.search).toBe("?sort=state");
    await releaseAll();
    expect(new URLSearchParams(router.state.location.search).toString()).toBe("state=Running&kind=kafka&sort=updated");
  });

  it("keeps the text typed through two filters picked before the URL caught up with either", async () => {
    const { router, releaseAll } = await show("/pipes");
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "orders" } });
    fireEvent.click(screen.getByRole("button", { name: "Kafka" }));
    fireEvent.click(screen.getByRole("button", { name: "Running" }));
    // The box shows the text as typed all along, not the URL's older text.
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("orders");
    await releaseAll();
    expect(new URLSearchParams(router.state.location.search).toString()).toBe("q=orders&state=Running&kind=kafka");
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("orders");
  });

  it("does not bring back the text cleared by a change still on its way", async () => {
    const { router, releaseAll } = await show("/pipes?q=orders&state=Running");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Kafka" }));
    await releaseAll();
    expect(new URLSearchParams(router.state.location.search).toString()).toBe("kind=kafka");
  });

  it("lets a link followed before the URL caught up win over the text and the filter on their way", async () => {
    const { router, releaseAll } = await show("/pipes");
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "orders" } });
    fireEvent.click(screen.getByRole("button", { name: "Kafka" }));
    // The side navigation's "Pipes": the list with no query, a new history entry.
    await act(async () => {
      void router.navigate("/pipes");
    });
    await releaseAll();
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Running" }));
    await releaseAll();
    expect(new URLSearchParams(router.state.location.search).toString()).toBe("state=Running");
  });

  it("drops the text typed but not yet written when Back moves the URL elsewhere", async () => {
    const { router, releaseAll } = await show("/pipes?kind=kafka");
    await act(async () => {
      void router.navigate("/pipes?state=Running");
    });
    await releaseAll();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "orders" } });
    await act(async () => {
      void router.navigate(-1);
    });
    await releaseAll();
    // Past the pause after which the text would have been written.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await releaseAll();
    expect(router.state.location.search).toBe("?kind=kafka");
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("");
  });
});
