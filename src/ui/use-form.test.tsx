import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formDraft, hasSessionDraft } from "./form-draft";
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
    const first = render(<TestForm initial={start} onSubmit={vi.fn()} sessionDraft={formDraft(draft)} />);
    expect(hasSessionDraft(draft.key)).toBe(false);
    await user.type(screen.getByLabelText("Name"), "Ada");
    expect(hasSessionDraft(draft.key)).toBe(true);
    await user.type(screen.getByLabelText("Password"), "hunter2");
    expect(screen.getByText("not restored")).toBeVisible();
    expect(sessionStorage.getItem("test.form-draft")).not.toContain("hunter2");
    first.unmount();

    const second = within(render(<TestForm initial={start} onSubmit={vi.fn()} sessionDraft={formDraft(draft)} />).container);
    expect(second.getByLabelText("Name")).toHaveValue("Ada");
    expect(second.getByLabelText("Password")).toHaveValue("");
    expect(second.getByText("restored")).toBeVisible();
    await user.click(second.getByRole("button", { name: "Reset" }));
    expect(sessionStorage.getItem("test.form-draft")).toBeNull();
    expect(hasSessionDraft(draft.key)).toBe(false);
    expect(second.getByText("not restored")).toBeVisible();
  });

  it("a storage that refuses to keep the draft does not break the form", async () => {
    const user = userEvent.setup();
    const refuse = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("full");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const onSubmit = vi.fn();
    render(<TestForm initial={start} onSubmit={onSubmit} sessionDraft={formDraft({ key: "test.form-draft" })} />);
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Code"), "42");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", code: "42", password: "" });
    expect(warn).toHaveBeenCalled();
    refuse.mockRestore();
    warn.mockRestore();
  });

  it("takes from a kept draft only the fields the form has, of their type", () => {
    sessionStorage.setItem("test.form-draft", JSON.stringify({ name: "Kept", code: 7, other: "x", password: "leaked" }));
    render(<TestForm initial={start} onSubmit={vi.fn()} sessionDraft={formDraft({ key: "test.form-draft", secret: ["password"] })} />);
    expect(screen.getByLabelText("Name")).toHaveValue("Kept");
    expect(screen.getByLabelText("Code")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });
});

interface Nested {
  step: "who" | "how";
  name: string;
  login: { user: string; password: string };
}

const nestedStart: Nested = { step: "who", name: "", login: { user: "", password: "" } };
const nestedProblems = (values: Nested) =>
  values.step === "who"
    ? { name: values.name.trim() === "" ? "Enter a name." : undefined }
    : { "login.user": values.login.user === "" ? "Enter the user." : undefined, "login.password": values.login.password === "" ? "Enter the password." : undefined };

/** A form in two steps, each field checked once it is changed and left; "who" moves on to "how", "how" is sent. */
function StepForm({ onSubmit, ...options }: Partial<FormOptions<Nested>> & { onSubmit: (values: Nested) => void }) {
  const form = useForm<Nested>({
    initial: nestedStart,
    validate: nestedProblems,
    checkWhenLeft: true,
    stepOf: (values) => values.step,
    onSubmit: (values) => (values.step === "who" ? form.update((current) => ({ ...current, step: "how" }), []) : onSubmit(values)),
    ...options,
  });
  const { values, errors } = form;
  const login = (field: "user" | "password", value: string) => form.update((current) => ({ ...current, login: { ...current.login, [field]: value } }), []);
  return (
    <form onSubmit={form.submit} noValidate {...form.watchFields}>
      {values.step === "who" ? (
        <>
          <input aria-label="Name" {...form.bind("name")} />
          {errors.name && <p>{errors.name}</p>}
        </>
      ) : (
        <>
          <input aria-label="User" ref={form.register("login.user")} value={values.login.user} onChange={(event) => login("user", event.target.value)} />
          {errors["login.user"] && <p>{errors["login.user"]}</p>}
          <input aria-label="Password" ref={form.register("login.password")} value={values.login.password} onChange={(event) => login("password", event.target.value)} />
          {errors["login.password"] && <p>{errors["login.password"]}</p>}
          <button type="button" onClick={() => {
            // A later check finds the first step wrong: back there, its problems shown.
            form.update((current) => ({ ...current, step: "who", name: "" }), []);
            form.showProblems("who");
          }}>Refused</button>
        </>
      )}
      <button type="submit">Next</button>
    </form>
  );
}

describe("useForm in steps, checked as fields are left", () => {
  it("shows a problem only once its field was changed and left, not while typing nor for a field passed through", async () => {
    const user = userEvent.setup();
    render(<StepForm onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText("Name"));
    await user.tab();
    expect(screen.queryByText("Enter a name.")).toBeNull();
    await user.type(screen.getByLabelText("Name"), "x{Backspace}");
    expect(screen.queryByText("Enter a name.")).toBeNull();
    await user.tab();
    expect(screen.getByText("Enter a name.")).toBeVisible();
    await user.type(screen.getByLabelText("Name"), "Ada");
    expect(screen.queryByText("Enter a name.")).toBeNull();
  });

  it("a submit shows the problems of its own step only; another step can be sent back to with its problems", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<StepForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Enter a name.")).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Next" }));
    // The next step starts without messages: it has not been submitted yet.
    expect(screen.getByLabelText("User")).toBeVisible();
    expect(screen.queryByText("Enter the user.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Enter the user.")).toBeVisible();
    expect(screen.getByText("Enter the password.")).toBeVisible();
    expect(screen.getByLabelText("User")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Refused" }));
    expect(screen.getByText("Enter a name.")).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    await user.type(screen.getByLabelText("Name"), "Bea");
    await user.click(screen.getByRole("button", { name: "Next" }));
    // Back on a step submitted before, its problems show at once.
    expect(screen.getByText("Enter the user.")).toBeVisible();
    await user.type(screen.getByLabelText("User"), "bea");
    await user.type(screen.getByLabelText("Password"), "pw");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onSubmit).toHaveBeenCalledWith({ step: "how", name: "Bea", login: { user: "bea", password: "pw" } });
  });

  it("keeps nested secrets out of the session draft, restores the rest through its own restore, and says it did", async () => {
    const user = userEvent.setup();
    const restore = vi.fn((stored: Record<string, unknown>, initial: Nested): Nested | null =>
      stored.step === "how" || stored.step === "who" ? { ...initial, ...stored, login: { ...initial.login, ...(stored.login as object) } } : null);
    const draft = { key: "test.step-draft", secret: ["login.password"] as const, restore };
    const StepsWithMove = () => {
      const form = useForm<Nested>({ initial: nestedStart, validate: nestedProblems, stepOf: (values) => values.step, onSubmit: () => undefined, sessionDraft: formDraft(draft) });
      return (
        <form>
          <p>{form.restored ? "restored" : "fresh"}</p>
          <button type="button" onClick={() => form.update(() => ({ step: "how", name: "Ada", login: { user: "ada", password: "hunter2" } }), [])}>Fill</button>
          <button type="button" onClick={() => form.update((current) => ({ ...current, name: `${current.name}!` }), [])}>Edit</button>
          <button type="button" onClick={form.discardDraft}>Sent</button>
          <p>{`${form.values.step} ${form.values.name} ${form.values.login.user} [${form.values.login.password}]`}</p>
        </form>
      );
    };
    const first = render(<StepsWithMove />);
    expect(screen.getByText("fresh")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Fill" }));
    const kept = sessionStorage.getItem("test.step-draft") ?? "";
    expect(kept).toContain("ada");
    expect(kept).not.toContain("hunter2");
    first.unmount();
    render(<StepsWithMove />);
    expect(screen.getByText("restored")).toBeVisible();
    expect(screen.getByText("how Ada ada []")).toBeVisible();
    // Sent: the draft goes, the values stay on screen, and nothing more is kept.
    await user.click(screen.getByRole("button", { name: "Sent" }));
    expect(sessionStorage.getItem("test.step-draft")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByText("how Ada! ada []")).toBeVisible();
    expect(sessionStorage.getItem("test.step-draft")).toBeNull();
    sessionStorage.setItem("test.step-draft", JSON.stringify({ step: "nowhere" }));
    cleanup();
    render(<StepsWithMove />);
    expect(screen.getByText("fresh")).toBeVisible();
    expect(sessionStorage.getItem("test.step-draft")).toBeNull();
  });
});
