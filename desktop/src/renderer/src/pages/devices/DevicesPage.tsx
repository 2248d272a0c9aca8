import { Button, Callout, Card, Checkbox, Tag } from "@blueprintjs/core";
import type { DeviceList, DeviceSettings, HidDeviceInfo, HidDeviceRef, ScaleProtocol } from "@ipf/shared/bridge";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BAUD_RATES,
  CARRIER_LABEL_FORMATS,
  deviceSettingsPayloadSchema,
  LABEL_LAYOUTS,
  SCALE_PROTOCOLS,
  SERIAL_DEFAULTS,
} from "../../../../common/device-settings";
import { deskStore, useDesk } from "../../devices/desk";
import { bridge, inDesktopApp } from "../../platform";
import { PageHeader } from "../../shell/PageHeader";
import { SelectField, type SelectOption } from "../../ui/SelectField";
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
function hidOptions(chosen: HidDeviceRef | undefined, devices: HidDeviceInfo[], kindLabel: string): SelectOption[] {
  const gone = chosen && !devices.some((device) => hidKey(device) === hidKey(chosen));
  return [
    ...(gone ? [{ value: hidKey(chosen), label: chosen.product ?? hidKey(chosen) }] : []),
    ...devices.map((device) => ({ value: hidKey(device), label: `${kindLabel}: ${hidLabel(device)}` })),
  ];
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

  const deviceState = (role: "scanner" | "scale") =>
    inDesktopApp ? (
      <Tag minimal className="ipf-device-state">
        {t(`desk.states.${desk.status[role].state}`)} {desk.status[role].detail ?? ""}
      </Tag>
    ) : null;

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
          <SelectField
            id="desk-scanner"
            label={t("desk.scanner")}
            disabled={!inDesktopApp}
            value={scanner.kind === "hid" ? hidKey(scanner) : "wedge"}
            onChange={(event) => {
              const chosen = scanners.find((device) => hidKey(device) === event.target.value);
              change({ scanner: chosen ? hidChoice(chosen) : { kind: "wedge" } });
            }}
            options={hidOptions(scanner.kind === "hid" ? scanner : undefined, scanners, t("desk.scannerKinds.hid"))}
            after={deviceState("scanner")}
          >
            <option value="wedge">{t("desk.scannerKinds.wedge")}</option>
          </SelectField>
          <SelectField
            id="desk-scale"
            label={t("desk.scale")}
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
            options={hidOptions(scale.kind === "hid" ? scale : undefined, scales, t("desk.scaleKinds.hid"))}
            after={deviceState("scale")}
          >
            <option value="none">{t("desk.scaleKinds.none")}</option>
            <option value="serial">{t("desk.scaleKinds.serial")}</option>
          </SelectField>

          {scale.kind === "serial" ? (
            <div className="ipf-measures">
              <SelectField
                id="desk-port"
                label={t("desk.port")}
                value={scale.path}
                onChange={(event) => change({ scale: { ...scale, path: event.target.value } })}
                empty={t("desk.choosePort")}
                options={[
                  ...(scale.path && !devices.serial.some((port) => port.path === scale.path)
                    ? [{ value: scale.path, label: scale.path }]
                    : []),
                  ...devices.serial.map((port) => ({
                    value: port.path,
                    label: [port.path, port.manufacturer].filter(Boolean).join(" · "),
                  })),
                ]}
              />
              <SelectField
                id="desk-protocol"
                label={t("desk.protocol")}
                value={scale.protocol}
                onChange={(event) => {
                  const protocol = event.target.value as ScaleProtocol;
                  change({ scale: { ...serialDefaults(protocol), path: scale.path } });
                }}
                options={SCALE_PROTOCOLS.map((protocol) => ({
                  value: protocol,
                  label: t(`desk.protocols.${protocol}`),
                }))}
              />
              <SelectField
                id="desk-baud"
                label={t("desk.baudRate")}
                value={scale.baudRate}
                onChange={(event) => change({ scale: { ...scale, baudRate: Number(event.target.value) } })}
                options={BAUD_RATES.map((rate) => ({ value: rate, label: rate }))}
              />
              <SelectField
                id="desk-bits"
                label={t("desk.dataBits")}
                value={scale.dataBits}
                onChange={(event) =>
                  change({ scale: { ...scale, dataBits: Number(event.target.value) === 7 ? 7 : 8 } })
                }
                options={[8, 7].map((bits) => ({ value: bits, label: bits }))}
              />
              <SelectField
                id="desk-parity"
                label={t("desk.parity")}
                value={scale.parity}
                onChange={(event) => change({ scale: { ...scale, parity: event.target.value as typeof scale.parity } })}
                options={(["none", "even", "odd"] as const).map((parity) => ({
                  value: parity,
                  label: t(`desk.parities.${parity}`),
                }))}
              />
            </div>
          ) : null}

          <SelectField
            id="desk-camera"
            label={t("desk.camera")}
            value={draft.camera.deviceId ?? ""}
            onChange={(event) => {
              const chosen = cameras.find((camera) => camera.deviceId === event.target.value);
              change({
                camera: chosen ? { deviceId: chosen.deviceId, label: chosen.label || undefined } : { deviceId: null },
              });
            }}
            empty={t("desk.defaultCamera")}
            options={cameras.map((camera, index) => ({
              value: camera.deviceId,
              label: camera.label || `${t("desk.camera")} ${index + 1}`,
            }))}
          />
          <SelectField
            id="desk-printer"
            label={t("desk.printer")}
            disabled={!inDesktopApp}
            value={printer.name ?? ""}
            onChange={(event) => change({ printer: { ...printer, name: event.target.value || null } })}
            empty={t("desk.defaultPrinter")}
            options={devices.printers.map((candidate) => ({ value: candidate.name, label: candidate.displayName }))}
          />
          <SelectField
            id="desk-layout"
            label={t("desk.layout")}
            value={printer.layout}
            onChange={(event) =>
              change({ printer: { ...printer, layout: event.target.value as typeof printer.layout } })
            }
            options={LABEL_LAYOUTS.map((layout) => ({ value: layout, label: t(`desk.layouts.${layout}`) }))}
          />
          <SelectField
            id="desk-label-format"
            label={t("desk.labelFormat")}
            disabled={!inDesktopApp}
            value={draft.labelFormat}
            onChange={(event) => change({ labelFormat: event.target.value as DeviceSettings["labelFormat"] })}
            options={CARRIER_LABEL_FORMATS.map((format) => ({
              value: format,
              label: t(`desk.labelFormats.${format}`),
            }))}
          />
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
