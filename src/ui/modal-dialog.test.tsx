import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { ModalDialog } from "./modal-dialog";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods. showModal() as browsers run it: the dialog opens and the
  // focus moves to its first control, whatever had it before (a closed dialog's own is not rendered).
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
    const controls = this.querySelectorAll<HTMLElement>("button, input, select, textarea, [href], [tabindex]");
    [...controls].find((control) => control.closest("dialog") === this && !control.matches(":disabled"))?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

describe("ModalDialog", () => {
  it("opens with the focus on its marked element, not on the first control", () => {
    render(
      <ModalDialog open title="Leave with unsaved changes?" onClose={() => undefined}>
        <button type="button">Copy request ID</button>
        <button type="button" data-autofocus>Cancel</button>
      </ModalDialog>,
    );
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("opens on a marked field of a form it holds", () => {
    const Form = () => (
      <form>
        <label>Tags <input /></label>
        <label>Name <input data-autofocus /></label>
      </form>
    );
    render(
      <ModalDialog open title="New dashboard" onClose={() => undefined}>
        <Form />
      </ModalDialog>,
    );
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("without a mark, leaves the focus where the browser puts it, not on the mark of a closed dialog inside it", () => {
    render(
      <ModalDialog open title="Add a tile" onClose={() => undefined}>
        <label>Tile name <input /></label>
        <ConfirmDialog open={false} title="Discard this new tile?" confirmLabel="Discard" cancelLabel="Keep editing" tone="danger" onConfirm={() => undefined} onCancel={() => undefined} />
      </ModalDialog>,
    );
    expect(screen.getByLabelText("Tile name")).toHaveFocus();
  });
});

describe("ConfirmDialog", () => {
  // A control above the choices (a link in the text, a request ID's copy button), where the browser alone would start.
  const confirm = (open: boolean, tone: "danger" | "primary") => (
    <ConfirmDialog open={open} title="Sure?" confirmLabel="Go ahead" tone={tone} onConfirm={() => undefined} onCancel={() => undefined}>
      <p>What happens. <a href="#more">More</a></p>
    </ConfirmDialog>
  );

  it("opens a destructive confirmation on Cancel, at each opening", () => {
    const { rerender } = render(confirm(true, "danger"));
    const dialog = screen.getByRole("dialog", { name: "Sure?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    rerender(confirm(false, "danger"));
    (document.activeElement as HTMLElement).blur();
    rerender(confirm(true, "danger"));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("opens a harmless confirmation on its confirm button", () => {
    render(confirm(true, "primary"));
    expect(screen.getByRole("button", { name: "Go ahead" })).toHaveFocus();
  });
});
