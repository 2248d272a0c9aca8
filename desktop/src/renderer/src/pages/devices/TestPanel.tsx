import { Button, Card, Classes, HTMLTable, Tag } from "@blueprintjs/core";
import type { DeviceSettings, ScanReading } from "@ipf/shared/bridge";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDesk, useScans } from "../../devices/desk";
import { printParcelLabel } from "../../devices/print";

interface SeenScan extends ScanReading {
  at: string;
}

const KEEP = 10;

/** What the devices send, live: scans from either kind of scanner, the weight, and a test label. */
export function TestPanel({ settings }: { settings: DeviceSettings }) {
  const { t } = useTranslation();
  const { weight } = useDesk();
  const [scans, setScans] = useState<SeenScan[]>([]);
  const [printed, setPrinted] = useState<string | null>(null);

  useScans((reading) =>
    setScans((list) => [{ ...reading, at: new Date().toLocaleTimeString("en-GB") }, ...list].slice(0, KEEP)),
  );

  const printTest = async () => {
    setPrinted(null);
    const result = await printParcelLabel(
      {
        parcelCode: "PTEST123",
        customerCode: "ABC123",
        customerName: "Test label",
        warehouse: "Test",
        receivedAt: new Date().toISOString(),
        trackNumber: "1Z999AA10123456784",
        weightKg: 1.234,
      },
      settings.printer,
    ).catch((error: unknown) => ({ printed: false, failure: error instanceof Error ? error.message : "" }));
    setPrinted(result.printed ? t("desk.testPrinted") : t("intake.labelFailed", { reason: result.failure ?? "" }));
  };

  return (
    <Card className="ipf-panel ipf-test-panel">
      <h2 className="ipf-card-title">{t("desk.testPanel")}</h2>
      <h3 className="ipf-test-heading">{t("desk.liveWeight")}</h3>
      <p className="ipf-live-weight" aria-live="polite" data-testid="live-weight">
        {weight ? (
          <>
            <strong>{weight.kg} kg</strong>{" "}
            <Tag minimal intent={weight.stable ? "success" : "none"}>
              {weight.stable ? t("intake.scaleStable") : t("intake.scaleMoving")}
            </Tag>{" "}
            <code className={Classes.TEXT_MUTED}>{weight.raw}</code>
          </>
        ) : (
          <span className={Classes.TEXT_MUTED}>{t("desk.noWeight")}</span>
        )}
      </p>
      <h3 className="ipf-test-heading">{t("desk.lastScans")}</h3>
      {scans.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("desk.noScans")}</p>
      ) : (
        <HTMLTable compact striped className="ipf-scan-table" data-testid="scan-log">
          <tbody>
            {scans.map((scan, index) => (
              <tr key={`${scan.at}-${index}`}>
                <td>{scan.at}</td>
                <td>
                  <code>{scan.text}</code>
                </td>
                <td>
                  <Tag minimal>{t(`desk.sources.${scan.source}`)}</Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <div className="ipf-photo-actions">
        <Button icon="print" text={t("desk.printTest")} onClick={() => void printTest()} />
        {printed ? <span role="status">{printed}</span> : null}
      </div>
    </Card>
  );
}
