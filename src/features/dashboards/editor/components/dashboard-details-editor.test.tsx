import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
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
});
