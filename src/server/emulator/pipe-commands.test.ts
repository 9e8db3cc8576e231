import { describe, expect, it } from "vitest";
import type { Pipe } from "../../shared/schemas/pipe";
import { pipeView } from "./pipe-commands";

const azure = (connectionString: string): Pipe => ({
  id: "00000000-0000-4000-8000-000000000001",
  serviceId: "00000000-0000-4000-8000-000000000002",
  name: "exports",
  state: "Stopped",
  source: { objectStorage: { type: "azureblobstorage", format: "CSV", url: "https://acme.blob.core.windows.net/x/*.csv", authentication: "CONNECTION_STRING", connectionString } },
  destination: { database: "default", table: "exports", columns: [] },
  fieldMappings: [],
});

describe("pipeView", () => {
  it("answers a connection string stored with its key (a data file from before the seed masked it) with the key masked", () => {
    const stored = { record: azure("DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=c2VjcmV0;EndpointSuffix=core.windows.net"), transition: null };
    expect(pipeView(stored, Date.now()).source.objectStorage?.connectionString).toBe(
      "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=********;EndpointSuffix=core.windows.net",
    );
    // pipeView itself leaves the stored record as it is (a command or transition writing it back stores its view).
    expect(stored.record.source.objectStorage?.connectionString).toContain("c2VjcmV0");
  });

  it("answers a record already masked as it is stored, the same object", () => {
    const stored = { record: azure("AccountName=acme;AccountKey=********"), transition: null };
    expect(pipeView(stored, Date.now())).toBe(stored.record);
  });
});
