// `npm start`: build when the build is missing or older than the sources, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.CONSOLE_BUILD_DIR ?? "dist";
const entry = join(buildDir, "server", "main.js");
const inputs = ["src", "public", "index.html", "package.json", "vite.config.ts", "vite.server.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(entry) && existsSync(join(buildDir, "client", "index.html")) ? statSync(entry).mtimeMs : 0;
if (builtAt < Math.max(...inputs.map(newestMtime))) {
  console.log("Building the console…");
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", shell: process.platform === "win32" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ["--enable-source-maps", entry], { stdio: "inherit" });
process.exit(server.status ?? 0);
