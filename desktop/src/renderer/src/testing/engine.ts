import type { EngineCatalogue } from "../pages/rates/rules";

/** The shipping engine's catalogue as karrio answers it: two carriers, one service without a name. */
export const ENGINE_CATALOGUE: EngineCatalogue = {
  engine: "karrio",
  reachable: true,
  carriers: [
    {
      carrierName: "colissimo",
      displayName: "Colissimo",
      services: [
        { code: "colissimo_international", name: "Colissimo International" },
        { code: "colissimo_expert", name: "Colissimo Expert" },
      ],
    },
    {
      carrierName: "dhl_express",
      displayName: "DHL Express",
      services: [{ code: "dhl_express_worldwide", name: "" }],
    },
  ],
};
