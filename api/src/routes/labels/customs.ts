import { customs } from "@ipf/shared/contract/customs";
import { labels } from "@ipf/shared/contract/labels";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { customsSettings, setCustomsSettings } from "../../services/customs-settings.js";
import { customsDocument } from "../../services/labels.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = { saved: "Customs settings saved" } as const;

/** The company's customs settings (admins), and the commercial invoice made with a label (the ship desk). */
export function registerCustomsRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  api.bind(customs.read, async () => ({ error: false as const, settings: await customsSettings(readScope(deps)) }));

  change(customs.set, MESSAGES.saved, {
    run: (work, { body }) => setCustomsSettings(work, body),
    answer: async () => ({ settings: await customsSettings(readScope(deps)) }),
  });

  api.bind(labels.customsDocument, async (_ctx, { params }) => {
    const document = await customsDocument(readScope(deps), params.id);
    return { error: false as const, document: document.toString("base64") };
  });
}
