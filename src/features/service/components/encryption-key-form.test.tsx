import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Service } from "@/shared/schemas/service";
import { EncryptionKeyForm } from "./encryption-key-form";

vi.mock("../api/service-mutations", () => ({
  useUpdateService: () => ({ isPending: false, isError: false, error: null, mutate: vi.fn(), reset: vi.fn() }),
}));

const service = { id: "svc-1", name: "Production", hasTransparentDataEncryption: true, transparentDataEncryptionKeyId: "tde-1" } as Service;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("the encryption key rotation", () => {
  it("says why Rotate key cannot act while no new key is typed, beside the button and as its description", async () => {
    render(<EncryptionKeyForm service={service} serviceRef={{ organizationId: "org-1", serviceId: "svc-1" }} reportDirty={() => {}} />);
    const rotate = screen.getByRole("button", { name: "Rotate key…" });
    expect(rotate).toHaveAttribute("aria-disabled", "true");
    expect(rotate).toHaveAccessibleDescription("Enter the new key's ID above to rotate to it.");
    expect(screen.getByText("Enter the new key's ID above to rotate to it.")).toBeVisible();

    // Once there is something to rotate to, the button acts and the reason goes.
    await userEvent.type(screen.getByRole("textbox", { name: /New key id/i }), "tde-2");
    expect(rotate).not.toHaveAttribute("aria-disabled");
    expect(rotate).not.toHaveAccessibleDescription();
    expect(screen.queryByText("Enter the new key's ID above to rotate to it.")).toBeNull();
  });
});
