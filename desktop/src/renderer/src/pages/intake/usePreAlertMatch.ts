import { normaliseTrackNumber } from "@ipf/shared/rules/pre-alerts";
import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import { useCallback, useRef, useState } from "react";
import type { IntakeApi } from "../../api/intake";
import { lookUpPreAlerts, type PreAlertLookup } from "./pre-alert-match";

export interface PreAlertMatch {
  lookup: PreAlertLookup;
  /** The pre-alert the form was filled from: matched, or picked by the desk. */
  chosen: StaffPreAlert | null;
  failed: boolean;
  /** Looks the number up once (a scan, then the box left, ask once); a later number wins over an earlier answer. */
  lookUp(trackNumber: string): void;
  choose(preAlert: StaffPreAlert): void;
  /** The desk says the parcel is not the chosen pre-alert's: the form keeps what it holds. */
  dismiss(): void;
  /** A new parcel: nothing looked up yet. */
  clear(): void;
}

/**
 * The intake desk's pre-alert look-up. `onChosen` fills the form from a
 * pre-alert; `onDropped` unlinks it again (a new number, or the desk's no).
 */
export function usePreAlertMatch(
  api: Pick<IntakeApi, "matchPreAlerts">,
  onChosen: (preAlert: StaffPreAlert) => void,
  onDropped: () => void,
): PreAlertMatch {
  const [lookup, setLookup] = useState<PreAlertLookup>({ kind: "none" });
  const [chosen, setChosen] = useState<StaffPreAlert | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef("");
  // Read by a look-up's answer, which may come after the desk picked or dropped one.
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;

  const choose = useCallback(
    (preAlert: StaffPreAlert) => {
      setChosen(preAlert);
      onChosen(preAlert);
    },
    [onChosen],
  );
  const dismiss = useCallback(() => {
    setChosen(null);
    onDropped();
  }, [onDropped]);
  const clear = useCallback(() => {
    asked.current = "";
    setLookup({ kind: "none" });
    setChosen(null);
    setFailed(false);
  }, []);

  const lookUp = useCallback(
    (trackNumber: string) => {
      const number = normaliseTrackNumber(trackNumber);
      if (number === asked.current) return;
      asked.current = number;
      setFailed(false);
      setLookup({ kind: "none" });
      if (chosenRef.current) dismiss();
      if (!number) return;
      lookUpPreAlerts(api, number).then(
        (found) => {
          if (asked.current !== number) return;
          setLookup(found);
          if (found.kind === "matched") choose(found.preAlert);
        },
        () => asked.current === number && setFailed(true),
      );
    },
    [api, choose, dismiss],
  );
  return { lookup, chosen, failed, lookUp, choose, dismiss, clear };
}
