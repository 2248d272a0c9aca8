/**
 * Every migration, by name. Names sort in the order they run:
 * YYYYMMDDHHMMSS_<intent>. Add a new migration here when you add its file.
 */
import * as createExtensions from "./20261122000000_create_extensions.js";

export const migrations = {
  "20261122000000_create_extensions": createExtensions,
};
