import { describe, expect, it } from "vitest";
import { chunkGroups, missingGroupModules } from "./chunk-groups.ts";

const ROOT = "/home/me/console";

describe("chunkGroups", () => {
  const [group] = chunkGroups([{ name: "g", modules: ["src/lib/api-error", "@tanstack/query-core/build/modern/utils", "zod/"] }], ROOT);
  const test = group!.test;

  it("takes our modules by path from src, with any extension and either slash", () => {
    expect(test.test(`${ROOT}/src/lib/api-error.ts`)).toBe(true);
    expect(test.test(`${ROOT}/src/lib/api-error.tsx`)).toBe(true);
    const [onWindows] = chunkGroups([{ name: "g", modules: ["src/lib/api-error"] }], "C:\\console\\");
    expect(onWindows!.test.test("C:\\console\\src\\lib\\api-error.ts")).toBe(true);
    expect(onWindows!.test.test("C:/console/src/lib/api-error.ts")).toBe(true);
  });

  it("takes our modules from the project's own src only, not a package's or another folder's", () => {
    expect(test.test(`${ROOT}/node_modules/some-package/src/lib/api-error.js`)).toBe(false);
    expect(test.test(`/elsewhere/src/lib/api-error.ts`)).toBe(false);
    expect(test.test(`${ROOT}/e2e/src/lib/api-error.ts`)).toBe(false);
  });

  it("takes no module whose name only starts or ends the same", () => {
    expect(test.test(`${ROOT}/src/lib/api-errors.ts`)).toBe(false);
    expect(test.test(`${ROOT}/src/lib/my-api-error.ts`)).toBe(false);
    expect(test.test(`${ROOT}/src/lib/api-error/index.ts`)).toBe(false);
  });

  it("takes a package's modules from node_modules only, and a path ending in / whole", () => {
    expect(test.test(`${ROOT}/node_modules/@tanstack/query-core/build/modern/utils.js`)).toBe(true);
    expect(test.test(`${ROOT}/node_modules/@tanstack/query-core/build/modern/utilsExtra.js`)).toBe(false);
    expect(test.test(`${ROOT}/vendor/@tanstack/query-core/build/modern/utils.js`)).toBe(false);
    expect(test.test(`${ROOT}/node_modules/zod/v4/core/schemas.js`)).toBe(true);
    expect(test.test(`${ROOT}/node_modules/zodiac/index.js`)).toBe(false);
  });
});

describe("missingGroupModules", () => {
  const specs = [
    { name: "first", modules: ["src/lib/a", "zod/"] },
    { name: "second", modules: ["src/lib/b"] },
  ];

  it("finds nothing when each group's chunk holds what it names", () => {
    const chunks = [
      { name: "first", moduleIds: [`${ROOT}/src/lib/a.ts`, `${ROOT}/node_modules/zod/index.js`] },
      { name: "second", moduleIds: [`${ROOT}/src/lib/b.ts`] },
    ];
    expect(missingGroupModules(specs, chunks, ROOT)).toEqual([]);
  });

  it("names, by group, a module no chunk holds and one that landed in another chunk", () => {
    const chunks = [
      { name: "first", moduleIds: [`${ROOT}/node_modules/zod/index.js`, `${ROOT}/src/lib/b.ts`] },
      { name: "index", moduleIds: [`${ROOT}/src/main.tsx`] },
    ];
    expect(missingGroupModules(specs, chunks, ROOT)).toEqual(["first: src/lib/a", "second: src/lib/b"]);
  });
});
