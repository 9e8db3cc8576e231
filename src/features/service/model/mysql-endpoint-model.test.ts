// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serviceUpdateBodySchema } from "@/shared/schemas/service";
import { isMysqlEnabled, mysqlEndpoint, mysqlEndpointBody } from "./mysql-endpoint-model";

const https = { protocol: "https", host: "h", port: 8443, username: "default" };
const mysql = { protocol: "mysql", host: "h", port: 3306, username: "default_mysql" };

describe("MySQL endpoint", () => {
  it("finds the mysql endpoint among others", () => {
    expect(mysqlEndpoint({ endpoints: [https, mysql] })).toBe(mysql);
    expect(mysqlEndpoint({ endpoints: [https] })).toBeUndefined();
  });
  it("is on when listed and not switched off, off when switched off or missing", () => {
    expect(isMysqlEnabled({ endpoints: [https, { ...mysql, enabled: true }] })).toBe(true);
    expect(isMysqlEnabled({ endpoints: [mysql] })).toBe(true);
    expect(isMysqlEnabled({ endpoints: [{ ...mysql, enabled: false }] })).toBe(false);
    expect(isMysqlEnabled({ endpoints: [https] })).toBe(false);
  });
  it("sends only that endpoint's switch", () => {
    expect(mysqlEndpointBody(false)).toEqual({ endpoints: [{ protocol: "mysql", enabled: false }] });
    expect(serviceUpdateBodySchema.parse(mysqlEndpointBody(true))).toEqual({ endpoints: [{ protocol: "mysql", enabled: true }] });
  });
});
