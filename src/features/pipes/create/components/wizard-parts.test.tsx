import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorSummary } from "./wizard-parts";

afterEach(cleanup);

describe("ErrorSummary", () => {
  it("names the list item a problem belongs to, so two columns' problems do not read alike", () => {
    render(
      <ErrorSummary
        errors={{
          "destination.table": "Enter the table name.",
          "destination.columns.0.name": "Enter the column name.",
          "destination.columns.2.name": "Enter the column name.",
          "postgres.tableMappings.1.sourceTable": "Enter the source table.",
        }}
        sent={false}
        onPick={vi.fn()}
      />,
    );
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Enter the table name.",
      "Column 1: Enter the column name.",
      "Column 3: Enter the column name.",
      "Table mapping 2: Enter the source table.",
    ]);
  });
});
