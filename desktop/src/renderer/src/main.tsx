import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/icons/lib/css/blueprint-icons.css";
import "./styles.css";
import "./i18n";
import { BlueprintProvider } from "@blueprintjs/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, HashRouter } from "react-router-dom";
import { App } from "./App";
import { inDesktopApp, routerBasename } from "./platform";
import { SessionProvider } from "./session";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <BlueprintProvider>
      <SessionProvider>
        {inDesktopApp ? (
          <HashRouter>
            <App />
          </HashRouter>
        ) : (
          <BrowserRouter basename={routerBasename}>
            <App />
          </BrowserRouter>
        )}
      </SessionProvider>
    </BlueprintProvider>
  </StrictMode>,
);
