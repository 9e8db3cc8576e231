import { afterEach, describe, expect, it, vi } from "vitest";
import { KEY_STORED_COOKIE } from "@/shared/key-stored-cookie";
import { clearCredentials, getCredentials, isRemembered, saveCredentials, subscribeToCredentials } from "./credentials-store";

const credentials = { keyId: "id", keySecret: "secret", dashboardToken: "token" };

afterEach(() => clearCredentials());

describe("credentials store", () => {
  it("tells the server by a cookie whether a key is stored, never the key", () => {
    saveCredentials(credentials, { remember: false });
    expect(document.cookie).toBe(`${KEY_STORED_COOKIE}=1`);
    clearCredentials();
    expect(document.cookie).toBe("");
    saveCredentials(credentials, { remember: true });
    expect(document.cookie).toBe(`${KEY_STORED_COOKIE}=1`);
    expect(document.cookie).not.toContain("secret");
  });

  it("keeps credentials for this tab only by default", () => {
    saveCredentials(credentials, { remember: false });
    expect(getCredentials()).toEqual(credentials);
    expect(sessionStorage.getItem("console.credentials")).not.toBeNull();
    expect(localStorage.getItem("console.credentials")).toBeNull();
    expect(isRemembered()).toBe(false);
  });

  it("remembers on this device only when asked, and not in both places", () => {
    saveCredentials(credentials, { remember: false });
    saveCredentials(credentials, { remember: true });
    expect(localStorage.getItem("console.credentials")).not.toBeNull();
    expect(sessionStorage.getItem("console.credentials")).toBeNull();
    expect(isRemembered()).toBe(true);
  });

  it("forgets everywhere and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCredentials(listener);
    saveCredentials(credentials, { remember: true });
    clearCredentials();
    unsubscribe();
    expect(getCredentials()).toBeNull();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
