export * from "./errors.js";
export * from "./schemas/common.js";
export * from "./schemas/auth.js";
export * from "./rules/phone.js";
export * from "./rules/codes.js";
