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

  it("says a field the service refused is its refusal, not a check of the step", () => {
    const errors = { name: "Another pipe of this service is called orders." };
    const { rerender } = render(<ErrorSummary errors={errors} sent={false} serviceRefused="name" onPick={vi.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^The service refused 1 field; the pipe was not created\./);
    rerender(<ErrorSummary errors={{ ...errors, kind: "Choose where the pipe reads from." }} sent={false} serviceRefused="name" onPick={vi.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^The service refused 1 field, and 1 more needs attention before the next step\./);
    // The step's own check, with no refusal among its problems.
    rerender(<ErrorSummary errors={errors} sent={false} serviceRefused="kafka.brokers" onPick={vi.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^1 field needs attention before the next step\./);
  });
});
