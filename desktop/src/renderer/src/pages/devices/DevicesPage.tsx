import { Button, Callout, Card, Checkbox, FormGroup, HTMLSelect, Tag } from "@blueprintjs/core";
import type { DeviceList, DeviceSettings, HidDeviceInfo, HidDeviceRef, ScaleProtocol } from "@ipf/shared/bridge";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BAUD_RATES,
  deviceSettingsPayloadSchema,
  LABEL_LAYOUTS,
  SCALE_PROTOCOLS,
  SERIAL_DEFAULTS,
} from "../../../../common/device-settings";
import { deskStore, useDesk } from "../../devices/desk";
import { bridge, inDesktopApp } from "../../platform";
import { PageHeader } from "../../shell/PageHeader";
import { TestPanel } from "./TestPanel";
import "../intake/intake.css";

const NO_DEVICES: DeviceList = { hid: [], serial: [], printers: [] };

function hidKey(device: { vendorId: number; productId: number; serialNumber?: string | undefined }): string {
  return `${device.vendorId}:${device.productId}:${device.serialNumber ?? ""}`;
}

function hidLabel(device: HidDeviceInfo): string {
  const id = `${device.vendorId.toString(16).padStart(4, "0")}:${device.productId.toString(16).padStart(4, "0")}`;
  return [device.manufacturer, device.product ?? id, device.serialNumber].filter(Boolean).join(" · ");
}

/** What the settings keep of a chosen HID device. */
function hidChoice(device: HidDeviceInfo): { kind: "hid" } & HidDeviceRef {
  return {
    kind: "hid",
    vendorId: device.vendorId,
    productId: device.productId,
    serialNumber: device.serialNumber,
    product: device.product,
  };
}

/**
 * The HID devices of one role as options, after the chosen one when it is
 * not plugged in now (so that the select still shows it).
 */
function HidOptions(props: { chosen: HidDeviceRef | undefined; devices: HidDeviceInfo[]; kindLabel: string }) {
  const { chosen, devices, kindLabel } = props;
  return (
    <>
      {chosen && !devices.some((device) => hidKey(device) === hidKey(chosen)) ? (
        <option value={hidKey(chosen)}>{chosen.product ?? hidKey(chosen)}</option>
      ) : null}
      {devices.map((device) => (
        <option key={hidKey(device)} value={hidKey(device)}>
          {kindLabel}: {hidLabel(device)}
        </option>
      ))}
    </>
  );
}

/** Which scanner, scale, camera and printer this desk uses, and a panel to try them. */
export function DevicesPage() {
  const { t } = useTranslation();
  const desk = useDesk();
  const [draft, setDraft] = useState<DeviceSettings>(desk.settings);
  const [devices, setDevices] = useState<DeviceList>(NO_DEVICES);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => setDraft(desk.settings), [desk.settings]);

  const refresh = useCallback(async () => {
    if (bridge) setDevices(await bridge.listDevices().catch(() => NO_DEVICES));
    const media = await navigator.mediaDevices?.enumerateDevices().catch(() => []);
    setCameras((media ?? []).filter((device) => device.kind === "videoinput"));
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const change = (patch: Partial<DeviceSettings>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    const checked = deviceSettingsPayloadSchema.safeParse(draft);
    if (!checked.success) {
      return setResult({ ok: false, text: t("desk.saveFailed", { reason: checked.error.issues[0]?.message ?? "" }) });
    }
    try {
      await deskStore.save(checked.data);
      setResult({ ok: true, text: t("desk.saved") });
    } catch (error) {
      setResult({ ok: false, text: t("desk.saveFailed", { reason: error instanceof Error ? error.message : "" }) });
    }
  };

  const scanners = devices.hid.filter((device) => device.role === "scanner");
  const scales = devices.hid.filter((device) => device.role === "scale");
  const { scanner, scale, printer } = draft;

  const serialDefaults = (protocol: ScaleProtocol) => ({
    kind: "serial" as const,
    protocol,
    ...SERIAL_DEFAULTS[protocol],
  });

  return (
    <>
      <PageHeader icon="barcode" title={t("desk.title")}>
        <Button icon="refresh" variant="minimal" text={t("desk.refresh")} onClick={() => void refresh()} />
      </PageHeader>
      <p>{t("desk.intro")}</p>
      {inDesktopApp ? null : (
        <Callout intent="primary" icon="desktop" className="ipf-notice">
          {t("desk.browserNotice")}
        </Callout>
      )}
      {result ? (
        <Callout intent={result.ok ? "success" : "danger"} className="ipf-notice" role="status">
          {result.text}
        </Callout>
      ) : null}

      <div className="ipf-intake">
        <Card className="ipf-panel">
          <FormGroup label={t("desk.scanner")} labelFor="desk-scanner">
            <HTMLSelect
              id="desk-scanner"
              fill
              disabled={!inDesktopApp}
              value={scanner.kind === "hid" ? hidKey(scanner) : "wedge"}
              onChange={(event) => {
                const chosen = scanners.find((device) => hidKey(device) === event.target.value);
                change({ scanner: chosen ? hidChoice(chosen) : { kind: "wedge" } });
              }}
            >
              <option value="wedge">{t("desk.scannerKinds.wedge")}</option>
              <HidOptions
                chosen={scanner.kind === "hid" ? scanner : undefined}
                devices={scanners}
                kindLabel={t("desk.scannerKinds.hid")}
              />
            </HTMLSelect>
            {inDesktopApp ? (
              <Tag minimal className="ipf-device-state">
                {t(`desk.states.${desk.status.scanner.state}`)} {desk.status.scanner.detail ?? ""}
              </Tag>
            ) : null}
          </FormGroup>

          <FormGroup label={t("desk.scale")} labelFor="desk-scale">
            <HTMLSelect
              id="desk-scale"
              fill
              disabled={!inDesktopApp}
              value={scale.kind === "hid" ? hidKey(scale) : scale.kind}
              onChange={(event) => {
                const value = event.target.value;
                const chosen = scales.find((device) => hidKey(device) === value);
                if (chosen) {
                  change({ scale: hidChoice(chosen) });
                } else if (value === "serial") {
                  change({ scale: { ...serialDefaults("nci"), path: devices.serial[0]?.path ?? "" } });
                } else {
                  change({ scale: { kind: "none" } });
                }
              }}
            >
              <option value="none">{t("desk.scaleKinds.none")}</option>
              <option value="serial">{t("desk.scaleKinds.serial")}</option>
              <HidOptions
                chosen={scale.kind === "hid" ? scale : undefined}
                devices={scales}
                kindLabel={t("desk.scaleKinds.hid")}
              />
            </HTMLSelect>
            {inDesktopApp ? (
              <Tag minimal className="ipf-device-state">
                {t(`desk.states.${desk.status.scale.state}`)} {desk.status.scale.detail ?? ""}
              </Tag>
            ) : null}
          </FormGroup>

          {scale.kind === "serial" ? (
            <div className="ipf-measures">
              <FormGroup label={t("desk.port")} labelFor="desk-port">
                <HTMLSelect
                  id="desk-port"
                  fill
                  value={scale.path}
                  onChange={(event) => change({ scale: { ...scale, path: event.target.value } })}
                >
                  <option value="">{t("desk.choosePort")}</option>
                  {scale.path && !devices.serial.some((port) => port.path === scale.path) ? (
                    <option value={scale.path}>{scale.path}</option>
                  ) : null}
                  {devices.serial.map((port) => (
                    <option key={port.path} value={port.path}>
                      {[port.path, port.manufacturer].filter(Boolean).join(" · ")}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t("desk.protocol")} labelFor="desk-protocol">
                <HTMLSelect
                  id="desk-protocol"
                  fill
                  value={scale.protocol}
                  onChange={(event) => {
                    const protocol = event.target.value as ScaleProtocol;
                    change({ scale: { ...serialDefaults(protocol), path: scale.path } });
                  }}
                >
                  {SCALE_PROTOCOLS.map((protocol) => (
                    <option key={protocol} value={protocol}>
                      {t(`desk.protocols.${protocol}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t("desk.baudRate")} labelFor="desk-baud">
                <HTMLSelect
                  id="desk-baud"
                  fill
                  value={scale.baudRate}
                  onChange={(event) => change({ scale: { ...scale, baudRate: Number(event.target.value) } })}
                >
                  {BAUD_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t("desk.dataBits")} labelFor="desk-bits">
                <HTMLSelect
                  id="desk-bits"
                  fill
                  value={scale.dataBits}
                  onChange={(event) =>
                    change({ scale: { ...scale, dataBits: Number(event.target.value) === 7 ? 7 : 8 } })
                  }
                >
                  <option value={8}>8</option>
                  <option value={7}>7</option>
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t("desk.parity")} labelFor="desk-parity">
                <HTMLSelect
                  id="desk-parity"
                  fill
                  value={scale.parity}
                  onChange={(event) =>
                    change({ scale: { ...scale, parity: event.target.value as typeof scale.parity } })
                  }
                >
                  {(["none", "even", "odd"] as const).map((parity) => (
                    <option key={parity} value={parity}>
                      {t(`desk.parities.${parity}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            </div>
          ) : null}

          <FormGroup label={t("desk.camera")} labelFor="desk-camera">
            <HTMLSelect
              id="desk-camera"
              fill
              value={draft.camera.deviceId ?? ""}
              onChange={(event) => {
                const chosen = cameras.find((camera) => camera.deviceId === event.target.value);
                change({
                  camera: chosen ? { deviceId: chosen.deviceId, label: chosen.label || undefined } : { deviceId: null },
                });
              }}
            >
              <option value="">{t("desk.defaultCamera")}</option>
              {cameras.map((camera, index) => (
                <option key={camera.deviceId || index} value={camera.deviceId}>
                  {camera.label || `${t("desk.camera")} ${index + 1}`}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>

          <FormGroup label={t("desk.printer")} labelFor="desk-printer">
            <HTMLSelect
              id="desk-printer"
              fill
              disabled={!inDesktopApp}
              value={printer.name ?? ""}
              onChange={(event) => change({ printer: { ...printer, name: event.target.value || null } })}
            >
              <option value="">{t("desk.defaultPrinter")}</option>
              {devices.printers.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.displayName}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t("desk.layout")} labelFor="desk-layout">
            <HTMLSelect
              id="desk-layout"
              fill
              value={printer.layout}
              onChange={(event) =>
                change({ printer: { ...printer, layout: event.target.value as typeof printer.layout } })
              }
            >
              {LABEL_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {t(`desk.layouts.${layout}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Checkbox
            checked={printer.auto}
            label={t("desk.autoPrint")}
            onChange={(event) => change({ printer: { ...printer, auto: event.currentTarget.checked } })}
          />
          <Button intent="primary" icon="floppy-disk" text={t("desk.save")} onClick={() => void save()} />
        </Card>
        <TestPanel settings={draft} />
      </div>
    </>
  );
}
