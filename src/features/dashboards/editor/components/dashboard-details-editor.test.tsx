import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardDetailsEditor } from "./dashboard-details-editor";

function Editor({ initialTags }: { initialTags: string[] }) {
  const [tags, setTags] = useState(initialTags);
  return <DashboardDetailsEditor name="Ops" tags={tags} onRename={() => undefined} onTagsChange={setTags} />;
}

afterEach(cleanup);

describe("DashboardDetailsEditor's tags", () => {
  it("a removed tag's button hands the focus to the next tag's, then the one before, then the tag field", async () => {
    render(<Editor initialTags={["a", "b", "c"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove tag b" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove tag c" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove tag a" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Add a tag" })).toHaveFocus());
    expect(screen.getByText("No tags")).toBeInTheDocument();
  });

  it("adds several tags typed with commas, as the New dashboard dialog does, leaving out those it has", async () => {
    render(<Editor initialTags={["prod"]} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Add a tag" }), " sre, prod ,, api {Enter}");
    expect(screen.getAllByRole("button", { name: /^Remove tag / }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Remove tag prod",
      "Remove tag sre",
      "Remove tag api",
    ]);
    expect(screen.getByRole("textbox", { name: "Add a tag" })).toHaveValue("");
  });

  it("says why before adding: a tag it has, a bad character, too many", async () => {
    render(<Editor initialTags={["prod", "sre"]} />);
    const field = screen.getByRole("textbox", { name: "Add a tag" });
    await userEvent.type(field, "prod{Enter}");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("The dashboard already has the tag “prod”"));
    await userEvent.clear(field);
    await userEvent.type(field, "sre, prod{Enter}");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("The dashboard already has these tags"));
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste("ok, b\u202ed");
    await userEvent.keyboard("{Enter}");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("A tag must not contain control or direction characters (U+202E at character 2)."));
    expect(screen.queryByRole("button", { name: "Remove tag ok" })).not.toBeInTheDocument();
  });

  it("keeps a dashboard within 50 tags", async () => {
    render(<Editor initialTags={Array.from({ length: 49 }, (_, index) => `t${index}`)} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Add a tag" }), "x, y{Enter}");
    expect(screen.getByRole("textbox", { name: "Add a tag" })).toHaveAccessibleDescription(expect.stringContaining("A dashboard has at most 50 tags (this would make 51)."));
    expect(screen.queryByRole("button", { name: "Remove tag x" })).not.toBeInTheDocument();
  });
});

describe("DashboardDetailsEditor's name", () => {
  it("refuses, before renaming, a name the server would refuse, and says why", async () => {
    const onRename = vi.fn();
    render(<DashboardDetailsEditor name="Ops" tags={[]} onRename={onRename} onTagsChange={() => undefined} />);
    const field = screen.getByRole("textbox", { name: "Dashboard name" });
    await userEvent.clear(field);
    await userEvent.paste("Ops\u202eevil");
    await userEvent.keyboard("{Enter}");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("The name must not contain control or direction characters (U+202E at character 4)."));
    await userEvent.clear(field);
    await userEvent.paste("n".repeat(1025));
    await userEvent.keyboard("{Enter}");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("The name must be at most 1024 characters (it has 1025)."));
    await userEvent.tab();
    expect(onRename).not.toHaveBeenCalled();
  });
});
