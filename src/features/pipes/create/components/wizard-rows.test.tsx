import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { emptyColumn, emptyDestination, type DestinationDraft } from "../model/destination-model";
import { emptyPostgres, emptyTableMapping, type PostgresDraft } from "../model/postgres-model";
import { TableDestination } from "./destination-step";
import { PostgresTables } from "./postgres-steps";

function Columns({ count }: { count: number }) {
  const [destination, setDestination] = useState<DestinationDraft>(() => ({ ...emptyDestination(), columns: Array.from({ length: count }, emptyColumn) }));
  return <TableDestination destination={destination} set={(patch) => setDestination((previous) => ({ ...previous, ...patch }))} />;
}

function Tables({ count }: { count: number }) {
  const [postgres, setPostgres] = useState<PostgresDraft>(() => ({ ...emptyPostgres(), tableMappings: Array.from({ length: count }, emptyTableMapping) }));
  return <PostgresTables postgres={postgres} set={(patch) => setPostgres((previous) => ({ ...previous, ...patch }))} />;
}

// jsdom joins "Remove" and its visually hidden " column 2" without the space a browser keeps.
const button = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name.replace(/^Remove /, "Remove\\s*")}$`) });
/** Presses a button as the keyboard does: it has the focus, then it is clicked. */
function press(name: string) {
  button(name).focus();
  fireEvent.click(button(name));
}

afterEach(cleanup);

describe("removing a row of the create wizard keeps the focus in the rows", () => {
  it("columns: on the next row's Remove, the previous row's, then on Add a column once one row is left", () => {
    render(<Columns count={3} />);
    press("Remove column 2");
    // The third column is now the second: its Remove button is the one that had been next.
    expect(document.activeElement).toBe(button("Remove column 2"));
    expect(screen.getAllByRole("group", { name: /^Column \d$/ })).toHaveLength(2);
    press("Remove column 2");
    expect(document.activeElement).toBe(button("Add a column"));
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
  });

  it("tables: the same, ending on Add a table", () => {
    render(<Tables count={3} />);
    press("Remove Table 3");
    expect(document.activeElement).toBe(button("Remove Table 2"));
    press("Remove Table 2");
    expect(document.activeElement).toBe(button("Add a table"));
  });
});
