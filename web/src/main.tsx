import "@fontsource/vazirmatn/arabic-400.css";
import "@fontsource/vazirmatn/arabic-700.css";
import "@fontsource/vazirmatn/latin-400.css";
import "@fontsource/vazirmatn/latin-700.css";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-700.css";
import "./styles/app.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { settledLanguage } from "./app/language";
import { createRouter } from "./app/router";
import { readStorage, STORAGE_KEYS } from "./app/storage";
import { startI18n } from "./i18n/setup";

async function boot(): Promise<void> {
  // The language the first page will settle on, so its catalogue loads first.
  await startI18n(settledLanguage(window.location, readStorage(STORAGE_KEYS.language)));
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
}

void boot();
