import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCredentials, saveCredentials } from "@/lib/credentials-store";
import { createQueryClient } from "@/lib/query-client";
import { AlertCreateDialog } from "./alert-create-dialog";

const ref = { organizationId: "org-1", serviceId: "svc-1" };
const webhooks = [
  { id: "hook-a", name: "On-call Slack", url: "https://example.test/a" },
  { id: "hook-b", name: "PagerDuty bridge", url: "https://example.test/b" },
];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "req-header" } });

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

let posts: unknown[];
let answers: (Response | Promise<Response>)[];
let webhookAnswer: () => Response;
beforeEach(() => {
  saveCredentials({ keyId: "k", keySecret: "s", dashboardToken: "t" }, { remember: false });
  posts = [];
  answers = [];
  webhookAnswer = () => json(200, { status: 200, requestId: "r", result: webhooks });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    if (init.method === "POST") {
      posts.push(JSON.parse(String(init.body)));
      return answers.shift() ?? json(500, { status: 500, requestId: "r", error: "INTERNAL: no answer queued" });
    }
    if (url.endsWith("/stack/webhooks")) return webhookAnswer();
    return json(404, { status: 404, requestId: "r", error: "NOT_FOUND: unexpected" });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCredentials();
  // The form keeps a session draft; each test starts from an empty one.
  sessionStorage.clear();
});

function renderDialog({ asRatio = false } = {}) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AlertCreateDialog serviceRef={ref} dashboardId="dash-1" tile={{ id: "tile-1", name: "Errors", asRatio }} open onClose={onClose} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { onClose, onCreated, dialog: screen.getByRole("dialog", { name: "Create an alert on “Errors”" }) };
}

describe("AlertCreateDialog", () => {
  it("names every missing field and sends nothing", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await within(dialog).findByRole("option", { name: "PagerDuty bridge" });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(within(dialog).getByText("Enter a name for the alert.")).toBeVisible();
    expect(within(dialog).getByText("Enter a threshold.")).toBeVisible();
    expect(within(dialog).getByText("Choose a webhook channel.")).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it("shows the server's refusal with its request id, keeps what was typed, then creates", async () => {
    const user = userEvent.setup();
    const { dialog, onClose, onCreated } = renderDialog();
    await within(dialog).findByRole("option", { name: "PagerDuty bridge" });
    await user.type(within(dialog).getByLabelText(/^Threshold/), "12.5");
    await user.selectOptions(within(dialog).getByLabelText(/^When the value is/), "below");
    await user.selectOptions(within(dialog).getByLabelText(/^Check every/), "1 hour");
    await user.selectOptions(within(dialog).getByLabelText(/^Notify webhook/), "PagerDuty bridge");
    await user.type(within(dialog).getByLabelText(/^Message/), "Too quiet");

    answers.push(json(400, { status: 400, requestId: "req-123", error: "BAD_REQUEST: tileId is not a tile of this dashboard" }));
    await user.click(within(dialog).getByRole("button", { name: "Create alert" }));
    const error = await within(dialog).findByRole("alert");
    expect(error).toHaveTextContent("tileId is not a tile of this dashboard");
    expect(error).toHaveTextContent("req-123");
    expect(within(dialog).getByLabelText(/^Threshold/)).toHaveValue("12.5");
    expect(within(dialog).getByLabelText(/^Notify webhook/)).toHaveValue("hook-b");
    expect(onClose).not.toHaveBeenCalled();

    const created = { id: "alert-9", dashboardId: "dash-1", tileId: "tile-1", threshold: 12.5, interval: "1h", source: "tile", thresholdType: "below", channel: { type: "webhook", webhookId: "hook-b" }, name: "Errors alert", message: "Too quiet", state: "PENDING" };
    answers.push(json(200, { status: 200, requestId: "r", result: created }));
    await user.click(within(dialog).getByRole("button", { name: "Create alert" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(posts[1]).toEqual({
      dashboardId: "dash-1",
      tileId: "tile-1",
      threshold: 12.5,
      interval: "1h",
      source: "tile",
      thresholdType: "below",
      channel: { type: "webhook", webhookId: "hook-b" },
      name: "Errors alert",
      message: "Too quiet",
    });
  });

  it("on a tile that shows a ratio, asks for the threshold in percent and sends the ratio", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog({ asRatio: true });
    await within(dialog).findByRole("option", { name: "PagerDuty bridge" });
    const threshold = within(dialog).getByLabelText(/^Threshold \(%\)/);
    expect(threshold).toHaveAccessibleDescription(/5 means 5 %/);
    await user.type(threshold, "5%");
    await user.selectOptions(within(dialog).getByLabelText(/^Notify webhook/), "hook-a");
    answers.push(json(200, { status: 200, requestId: "r", result: { id: "alert-2", dashboardId: "dash-1", tileId: "tile-1", threshold: 0.05, interval: "5m", source: "tile", thresholdType: "above", channel: { type: "webhook", webhookId: "hook-a" }, name: "Errors alert", message: "", state: "PENDING" } }));
    await user.click(within(dialog).getByRole("button", { name: "Create alert" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts[0]).toHaveProperty("threshold", 0.05);
  });

  it("says why there is no channel to choose when the webhooks cannot be read, and still sends nothing", async () => {
    webhookAnswer = () => json(403, { status: 403, requestId: "req-hooks", error: "FORBIDDEN: key not of this organization" });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const panel = await within(dialog).findByRole("alert");
    expect(panel).toHaveTextContent("The webhook channels could not be loaded");
    expect(panel).toHaveTextContent("req-hooks");
    expect(within(dialog).getByLabelText(/^Notify webhook/)).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Threshold/), "5");
    await user.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(within(dialog).getByText("Choose a webhook channel.")).toBeVisible();
    expect(posts).toEqual([]);
  });

  it("sends one POST however often Create is pressed while it works, and keeps focus on the button", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await within(dialog).findByRole("option", { name: "PagerDuty bridge" });
    await user.type(within(dialog).getByLabelText(/^Threshold/), "3");
    await user.selectOptions(within(dialog).getByLabelText(/^Notify webhook/), "On-call Slack");
    let answer: (response: Response) => void = () => {};
    answers.push(new Promise<Response>((resolve) => (answer = resolve)));
    const create = within(dialog).getByRole("button", { name: "Create alert" });
    await user.click(create);
    const working = within(dialog).getByRole("button", { name: "Creating…" });
    expect(working).toHaveAttribute("aria-disabled", "true");
    expect(working).toHaveFocus();
    await user.click(working);
    await user.type(within(dialog).getByLabelText(/^Threshold/), "{Enter}");
    expect(posts).toHaveLength(1);
    const created = { id: "alert-1", dashboardId: "dash-1", tileId: "tile-1", threshold: 3, interval: "5m", source: "tile", thresholdType: "above", channel: { type: "webhook", webhookId: "hook-a" }, name: "Errors alert", message: "", state: "PENDING" };
    answer(json(200, { status: 200, requestId: "r", result: created }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
