export { createApp, createHandler, buildApi, API_VERSION } from "./app.js";
export { startServer, type Running } from "./server.js";
export { loadConfig, type Config } from "./config.js";
