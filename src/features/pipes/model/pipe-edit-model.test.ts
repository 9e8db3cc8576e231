import { describe, expect, it } from "vitest";
import { mappingEditBlock, mappingPath, pipeNameError, renameError, tableMappingConflict, takenNameError, validateMappings } from "./pipe-edit-model";

describe("pipe names", () => {
  it("words the shared name rule the way the page speaks", () => {
    expect(pipeNameError("  orders  ")).toBeUndefined();
    expect(pipeNameError("   ")).toBe("Enter a name for the pipe.");
    expect(pipeNameError("x".repeat(256))).toBe("The name must be at most 255 characters (it has 256).");
    expect(pipeNameError("a\tb")).toBe("The name must not contain control or direction characters (U+0009 at character 2).");
    expect(pipeNameError(" h1\u202Egpj ")).toBe("The name must not contain control or direction characters (U+202E at character 3).");
    expect(pipeNameError("a\uD800b")).toBe("The name must not contain control or direction characters (a lone surrogate U+D800 at character 2).");
  });

  it("a new name must differ from the pipe's own, spaces aside", () => {
    expect(renameError(" orders ", "orders")).toBe("That is the pipe's name already.");
    expect(renameError("orders-2", "orders")).toBeUndefined();
    expect(renameError("", "orders")).toBe("Enter a name for the pipe.");
  });
});

describe("field mappings", () => {
  it("asks for the field of every column, by the column's own path", () => {
    expect(validateMappings({ id: "id", ts: " " }, ["id", "ts"])).toEqual({ ok: false, errors: { [mappingPath("ts")]: "Enter the source field that fills ts." } });
    expect(validateMappings({ id: " uuid ", ts: "time" }, ["id", "ts"])).toEqual({
      ok: true,
      body: [{ sourceField: "uuid", destinationField: "id" }, { sourceField: "time", destinationField: "ts" }],
    });
  });

  it("says before sending that a source field breaks the service's name rules, on the column's own path", () => {
    expect(validateMappings({ id: "a\u202Eb", ts: "t".repeat(256) }, ["id", "ts"])).toEqual({
      ok: false,
      errors: {
        [mappingPath("id")]: "The source field must not contain control or direction characters (U+202E at character 2).",
        [mappingPath("ts")]: "The source field is at most 255 characters.",
      },
    });
  });

  it("change only while the pipe is stopped or paused", () => {
    expect(mappingEditBlock("Stopped")).toBeNull();
    expect(mappingEditBlock("Running")).toMatch(/^The pipe is Running\. Mappings change only while it is Stopped or Paused/);
  });
});

describe("a table to add", () => {
  const existing = [{ sourceSchemaName: "public", sourceTable: "orders", targetTable: "public_orders" }];
  it("must not be copied already, nor land in a table another mapping fills", () => {
    expect(tableMappingConflict({ sourceSchemaName: "public", sourceTable: "orders", targetTable: "x" }, existing)).toEqual({ field: "sourceTable", message: "public.orders is copied already." });
    expect(tableMappingConflict({ sourceSchemaName: "sales", sourceTable: "o", targetTable: "public_orders" }, existing)).toEqual({
      field: "targetTable",
      message: "public_orders is filled by another mapping already.",
    });
    expect(tableMappingConflict({ sourceSchemaName: "public", sourceTable: "refunds", targetTable: "public_refunds" }, existing)).toBeNull();
  });
});

describe("takenNameError", () => {
  const others = [{ name: "clickstream-events" }, { name: "Orders CDC" }];
  it("names a pipe the list holds, compared trimmed and exact as the service compares", () => {
    expect(takenNameError("  clickstream-events ", others)).toBe("Another pipe of this service is called clickstream-events.");
    expect(takenNameError("Clickstream-Events", others)).toBeUndefined();
    expect(takenNameError("orders-cdc", others)).toBeUndefined();
  });
  it("leaves the name to the service when no list is held", () => {
    expect(takenNameError("clickstream-events", undefined)).toBeUndefined();
  });
});
