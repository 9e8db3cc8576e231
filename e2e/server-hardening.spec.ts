import { expect, test } from "@playwright/test";

test("the served build has no source maps, and pages carry COOP and Permissions-Policy (findings 6 and the Build list)", async ({ page, request }) => {
  const response = await page.goto("/connect");
  const headers = response!.headers();
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const scripts = await page.locator("script[src]").evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await request.get(src);
    expect(script.status()).toBe(200);
    expect(await script.text()).not.toContain("sourceMappingURL");
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
  }
});

test("an idle connection is kept for 65 s, so a client reusing it after a pause is not cut off by the server closing it", async ({ request }) => {
  // Node's default (5 s) closed connections that clients still meant to reuse: a request sent just then failed with ECONNRESET.
  const response = await request.get("/robots.txt");
  expect(response.headers()["keep-alive"]).toBe("timeout=65");
});
