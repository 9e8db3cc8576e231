// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serviceUpdateBodySchema, type IpAccessEntry } from "@/shared/schemas/service";
import {
  addIpRow,
  discardIpRow,
  EMPTY_IP_DRAFT,
  ipAccessDiff,
  ipAccessListBody,
  isIpDraftDirty,
  pendingIpChange,
  toggleIpRemoval,
  updateIpRow,
  validateIpDraft,
  type IpAccessDraft,
} from "./ip-access-list-model";

const CURRENT: IpAccessEntry[] = [
  { source: "203.0.113.0/24", description: "Office" },
  { source: "198.51.100.17", description: "CI runner" },
  { source: "2001:db8::/48", description: "VPN" },
];

function draftWith(...rows: [string, string][]): IpAccessDraft {
  return rows.reduce<IpAccessDraft>(
    (draft, [source, description], index) => updateIpRow(addIpRow(draft, `row${index}`), `row${index}`, { source, description }),
    EMPTY_IP_DRAFT,
  );
}

describe("source parsing", () => {
  it.each(["10.0.0.1", "10.0.0.0/8", "0.0.0.0/0", "2001:db8::1", "2001:DB8::/32", " 192.168.1.0/24 ", "::ffff:192.0.2.1"])("accepts %j", (source) => {
    expect(validateIpDraft(CURRENT, draftWith([source, ""]))).toEqual({});
  });
  it.each(["10.0.0", "256.0.0.1", "10.0.0.1/33", "2001:db8::/129", "example.com", "10.0.0.1/24/1", "1::2::3"])("refuses %j naming the source", (source) => {
    expect(validateIpDraft(CURRENT, draftWith([source, ""])).row0?.source).toBe(
      `Source “${source}” is not an IPv4 or IPv6 address or CIDR block.`,
    );
  });
  it.each([
    ["10.0.0.1/8", "10.0.0.0/8"],
    ["192.168.7.5/24", "192.168.7.0/24"],
    ["172.16.255.255/12", "172.16.0.0/12"],
    ["2001:db8::1/32", "2001:db8::/32"],
    ["2001:DB8:0:0:1::/48", "2001:db8::/48"],
  ])("refuses %j, with bits past its prefix, naming the block it starts", (source, start) => {
    expect(validateIpDraft(CURRENT, draftWith([source, ""])).row0?.source).toBe(
      `Source “${source}” has bits set past its prefix. Did you mean ${start}?`,
    );
  });
  it("asks for a source on an empty row", () => {
    expect(validateIpDraft(CURRENT, draftWith(["", "note"])).row0?.source).toBe("Enter a source: an IPv4 or IPv6 address or CIDR block.");
  });
  it("refuses a description longer than the server takes", () => {
    expect(validateIpDraft(CURRENT, draftWith(["10.0.0.1", "x".repeat(501)])).row0?.description).toMatch(/at most 500 characters/);
  });
});

describe("duplicates", () => {
  it("refuses a source already in the list, whatever its spelling", () => {
    expect(validateIpDraft(CURRENT, draftWith([" 198.51.100.17", ""])).row0?.source).toBe("Source 198.51.100.17 is already in the list.");
    expect(validateIpDraft(CURRENT, draftWith(["2001:DB8::/48", ""])).row0?.source).toBe("Source 2001:DB8::/48 is already in the list.");
  });
  it("refuses the second of two new rows with one source", () => {
    const errors = validateIpDraft(CURRENT, draftWith(["10.0.0.1", "a"], ["10.0.0.1", "b"]));
    expect(errors.row0).toBeUndefined();
    expect(errors.row1?.source).toBe("Source 10.0.0.1 is added twice.");
  });
  it("lets an entry marked for removal come back with a new description", () => {
    const draft = toggleIpRemoval(draftWith(["198.51.100.17", "CI runner (new)"]), "198.51.100.17");
    expect(validateIpDraft(CURRENT, draft)).toEqual({});
  });
});

describe("the add/remove diff", () => {
  it("is empty and clean with no edits", () => {
    expect(ipAccessDiff(CURRENT, EMPTY_IP_DRAFT)).toEqual({ add: [], remove: [] });
    expect(isIpDraftDirty(EMPTY_IP_DRAFT)).toBe(false);
  });
  it("adds the new rows trimmed and removes the marked entries with their descriptions", () => {
    const draft = toggleIpRemoval(draftWith([" 10.0.0.1 ", " Laptop "], ["10.1.0.0/16", ""]), "203.0.113.0/24");
    expect(isIpDraftDirty(draft)).toBe(true);
    expect(ipAccessDiff(CURRENT, draft)).toEqual({
      add: [{ source: "10.0.0.1", description: "Laptop" }, { source: "10.1.0.0/16", description: "" }],
      remove: [{ source: "203.0.113.0/24", description: "Office" }],
    });
  });
  it("forgets a removal marked twice and a discarded row", () => {
    const draft = discardIpRow(toggleIpRemoval(toggleIpRemoval(draftWith(["10.0.0.1", ""]), "198.51.100.17"), "198.51.100.17"), "row0");
    expect(draft).toEqual(EMPTY_IP_DRAFT);
    expect(isIpDraftDirty(draft)).toBe(false);
  });
});

describe("the pending change summary", () => {
  it("lists only the rows the save would take, and counts the others", () => {
    const draft = toggleIpRemoval(draftWith(["10.9.0.0/16", "Lab"], ["999.1.1.1", ""], ["not-an-ip", ""], ["10.9.0.0/16", "again"], ["", ""], ["10.0.0.1/8", ""]), "198.51.100.17");
    expect(pendingIpChange(CURRENT, draft)).toEqual({
      add: [{ source: "10.9.0.0/16", description: "Lab" }],
      remove: [{ source: "198.51.100.17", description: "CI runner" }],
      needFix: 5,
    });
  });
  it("lists every new row once each is valid", () => {
    const draft = draftWith(["10.9.0.0/16", ""], ["2001:db8:42::1", "Laptop"]);
    expect(pendingIpChange(CURRENT, draft)).toEqual({ ...ipAccessDiff(CURRENT, draft), needFix: 0 });
  });
});

describe("IP access list body", () => {
  it("holds only ipAccessList, as one change the server's schema takes", () => {
    const draft = toggleIpRemoval(draftWith(["10.0.0.1", "Laptop"], ["10.2.0.0/16", "Lab"]), "198.51.100.17");
    const body = ipAccessListBody(CURRENT, draft);
    expect(Object.keys(body)).toEqual(["ipAccessList"]);
    expect(serviceUpdateBodySchema.parse(body)).toEqual({
      ipAccessList: {
        add: [{ source: "10.0.0.1", description: "Laptop" }, { source: "10.2.0.0/16", description: "Lab" }],
        remove: [{ source: "198.51.100.17", description: "CI runner" }],
      },
    });
  });
});

describe("the shared limits", () => {
  it("refuses control characters in a description, as the server does", () => {
    expect(validateIpDraft(CURRENT, draftWith(["192.0.2.1", "Office\u202e"]))).toEqual({
      row0: { description: "Description must not contain control or direction characters (U+202E at character 7)." },
    });
  });

  it("refuses entries past the 500 a list holds", () => {
    const full: IpAccessEntry[] = Array.from({ length: 499 }, (_, i) => ({ source: `10.0.${Math.floor(i / 256)}.${i % 256}`, description: "" }));
    const errors = validateIpDraft(full, draftWith(["192.0.2.1", ""], ["192.0.2.2", ""]));
    expect(errors).toEqual({ row1: { source: "The list holds at most 500 entries: remove one to add this." } });
  });
});
