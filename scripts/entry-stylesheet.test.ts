import { describe, expect, it } from "vitest";
import { withoutPreload } from "./entry-stylesheet.ts";

const chunk = (files: string[], calls: string) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n${calls}`;

describe("withoutPreload", () => {
  it("takes the file out of the preload table and renumbers every call that points past it", () => {
    const code = chunk(["a.js", "index.css", "b.js", "b.css"], "x(()=>import(`./a.js`),__vite__mapDeps([0,1,2]));y(__vite__mapDeps([2,1,3]));z(__vite__mapDeps([1]))");
    expect(withoutPreload(code, "index.css")).toBe(chunk(["a.js", "b.js", "b.css"], "x(()=>import(`./a.js`),__vite__mapDeps([0,1]));y(__vite__mapDeps([1,2]));z(__vite__mapDeps([]))"));
  });

  it("leaves a chunk without the file, or without a table, as it is", () => {
    const code = chunk(["a.js"], "x(__vite__mapDeps([0]))");
    expect(withoutPreload(code, "index.css")).toBe(code);
    expect(withoutPreload("export const a = 1;", "index.css")).toBe("export const a = 1;");
  });
});
