import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useForm, type FormOptions } from "./use-form";

interface Values {
  name: string;
  code: string;
  password: string;
}

const validate = (values: Values) => ({
  name: values.name.trim() === "" ? "Enter a name." : undefined,
  code: /^\d+$/.test(values.code) ? undefined : "The code is digits only.",
});

type TestFormProps = Partial<FormOptions<Values>> & { initial: Values; onSubmit: (values: Values) => void; nameAppearsLate?: boolean };

/** Fields in page order name, code, password; the name field may appear (and register) only once a code is typed. */
function TestForm({ initial, onSubmit, nameAppearsLate = false, ...options }: TestFormProps) {
  const form = useForm({ initial, validate, onSubmit, ...options });
  return (
    <form onSubmit={form.submit} noValidate>
      {(!nameAppearsLate || form.values.code !== "") && <input aria-label="Name" {...form.bind("name")} />}
      {form.errors.name && <p>{form.errors.name}</p>}
      <input aria-label="Code" {...form.bind("code")} />
      {form.errors.code && <p>{form.errors.code}</p>}
      <input aria-label="Password" type="password" {...form.bind("password")} />
      <p>{form.dirty ? "dirty" : "clean"}</p>
      <p>{form.restored ? "restored" : "not restored"}</p>
      <button type="submit">Save</button>
      <button type="button" onClick={form.reset}>Reset</button>
    </form>
  );
}

const start: Values = { name: "", code: "", password: "" };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("useForm", () => {
  it("shows a field's problem once it is typed in, every problem after a submit, and focuses the first in page order", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm initial={start} onSubmit={onSubmit} nameAppearsLate />);
    expect(screen.queryByLabelText("Name")).toBeNull();
    await user.type(screen.getByLabelText("Code"), "x");
    expect(screen.getByText("The code is digits only.")).toBeVisible();
    expect(screen.queryByText("Enter a name.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter a name.")).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // After a submit, problems follow what is typed.
    await user.type(screen.getByLabelText("Name"), "Ada");
    expect(screen.queryByText("Enter a name.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Code")).toHaveFocus();
    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "42");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", code: "42", password: "" });
  });

  it("tells of every edit the user makes", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<TestForm initial={start} onSubmit={vi.fn()} onEdit={onEdit} />);
    await user.type(screen.getByLabelText("Name"), "Ada");
    expect(onEdit).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(onEdit).toHaveBeenCalledTimes(3);
  });

  it("checks as typed only the fields it is told to; the others wait for a submit", async () => {
    const user = userEvent.setup();
    render(<TestForm initial={start} onSubmit={vi.fn()} checkAsTyped={(path) => path === "name"} />);
    await user.type(screen.getByLabelText("Code"), "x");
    await user.type(screen.getByLabelText("Name"), " ");
    expect(screen.getByText("Enter a name.")).toBeVisible();
    expect(screen.queryByText("The code is digits only.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("The code is digits only.")).toBeVisible();
  });

  it("follows new initial values until edited, is dirty only while it differs, and resets to them", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TestForm initial={{ ...start, name: "Server" }} onSubmit={vi.fn()} />);
    rerender(<TestForm initial={{ ...start, name: "Renamed" }} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText("Name")).toHaveValue("Renamed");
    expect(screen.getByText("clean")).toBeVisible();
    await user.type(screen.getByLabelText("Name"), "!");
    expect(screen.getByText("dirty")).toBeVisible();
    await user.type(screen.getByLabelText("Name"), "{Backspace}");
    expect(screen.getByText("clean")).toBeVisible();
    await user.type(screen.getByLabelText("Name"), "x");
    await user.click(screen.getByRole("button", { name: "Save" }));
    rerender(<TestForm initial={{ ...start, name: "Third" }} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText("Name")).toHaveValue("Renamedx");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByLabelText("Name")).toHaveValue("Third");
    expect(screen.queryByText("The code is digits only.")).toBeNull();
  });

  it("with a session draft, keeps what was typed across a remount, never the secret fields, and says it was restored, until reset", async () => {
    const user = userEvent.setup();
    const draft = { key: "test.form-draft", secret: ["password"] as const };
    const first = render(<TestForm initial={start} onSubmit={vi.fn()} sessionDraft={draft} />);
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Password"), "hunter2");
    expect(screen.getByText("not restored")).toBeVisible();
    expect(sessionStorage.getItem("test.form-draft")).not.toContain("hunter2");
    first.unmount();

    const second = within(render(<TestForm initial={start} onSubmit={vi.fn()} sessionDraft={draft} />).container);
    expect(second.getByLabelText("Name")).toHaveValue("Ada");
    expect(second.getByLabelText("Password")).toHaveValue("");
    expect(second.getByText("restored")).toBeVisible();
    await user.click(second.getByRole("button", { name: "Reset" }));
    expect(sessionStorage.getItem("test.form-draft")).toBeNull();
    expect(second.getByText("not restored")).toBeVisible();
  });


  it("takes from a kept draft only the fields the form has, of their type", () => {
    sessionStorage.setItem("test.form-draft", JSON.stringify({ name: "Kept", code: 7, other: "x", password: "leaked" }));
    render(<TestForm initial={start} onSubmit={vi.fn()} sessionDraft={{ key: "test.form-draft", secret: ["password"] }} />);
    expect(screen.getByLabelText("Name")).toHaveValue("Kept");
    expect(screen.getByLabelText("Code")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });
});
