import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCredentials, getCredentials, isRemembered, saveCredentials, subscribeToCredentials } from "./credentials-store";

const credentials = { keyId: "id", keySecret: "secret", dashboardToken: "token" };

afterEach(() => clearCredentials());

describe("credentials store", () => {
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
