/** A setting that is wrong: the server refuses to start with a message naming the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
