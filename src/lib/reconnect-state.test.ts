import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { clearCredentials, saveCredentials } from "./credentials-store";
import { closeReconnect, dismissReconnect, noteRefused, offerResend, reconnectState, sendAgain } from "./reconnect-state";

const refused = (message = "the API key has expired") => new ApiError({ kind: "http", api: "management", status: 401, message });
const demo = { keyId: "k", keySecret: "s", dashboardToken: "t" };

afterEach(() => {
  closeReconnect();
  clearCredentials();
});

describe("the reconnect state", () => {
  it("asks on the first refusal, keeping its message and the key id; later refusals change nothing", () => {
    noteRefused(refused(), { keyId: "key-1", remember: true, tokenOnly: false });
    expect(reconnectState()).toMatchObject({ phase: "asking", keyId: "key-1", remember: true });
    noteRefused(refused("Not connected: reconnect to load or save anything."), { keyId: undefined, remember: false, tokenOnly: false });
    expect(reconnectState().refusal?.message).toBe("the API key has expired");
  });

  it("a refused dashboard token asks for the token only; a new token connects again", () => {
    saveCredentials(demo, { remember: false });
    const tokenRefused = new ApiError({ kind: "http", api: "dashboard", status: 401, message: "Unauthorized" });
    noteRefused(tokenRefused, { keyId: "k", remember: false, tokenOnly: true });
    expect(reconnectState()).toMatchObject({ phase: "asking", tokenOnly: true, refusal: tokenRefused });
    saveCredentials({ ...demo, dashboardToken: "t2" }, { remember: false });
    expect(reconnectState()).toMatchObject({ phase: "connected", tokenOnly: false });
  });

  it("once connected again, offers the refused action, and sends it in one call", () => {
    const send = vi.fn();
    noteRefused(refused(), { keyId: "k", remember: false, tokenOnly: false });
    offerResend({ label: "Save “Name”", send });
    saveCredentials(demo, { remember: false });
    expect(reconnectState()).toMatchObject({ phase: "reconnected", resend: { label: "Save “Name”" } });
    sendAgain();
    expect(send).toHaveBeenCalledTimes(1);
    expect(reconnectState().phase).toBe("connected");
  });

  it("closes by itself once connected when nothing was refused but reading", () => {
    noteRefused(refused(), { keyId: "k", remember: false, tokenOnly: false });
    saveCredentials(demo, { remember: false });
    expect(reconnectState().phase).toBe("connected");
  });

  it("put off, it stays off for background refusals and comes back when the user acts", () => {
    noteRefused(refused(), { keyId: "k", remember: false, tokenOnly: false });
    dismissReconnect();
    noteRefused(refused(), { keyId: undefined, remember: false, tokenOnly: false });
    expect(reconnectState().phase).toBe("dismissed");
    offerResend({ label: "Save “Name”", send: vi.fn() });
    expect(reconnectState().phase).toBe("asking");
  });

  it("drops an offer whose page has gone, and takes none while connected", () => {
    noteRefused(refused(), { keyId: "k", remember: false, tokenOnly: false });
    const withdraw = offerResend({ label: "Create the dashboard", send: vi.fn() });
    withdraw();
    expect(reconnectState().resend).toBeNull();
    closeReconnect();
    offerResend({ label: "Create the dashboard", send: vi.fn() });
    expect(reconnectState()).toMatchObject({ phase: "connected", resend: null });
  });
});
