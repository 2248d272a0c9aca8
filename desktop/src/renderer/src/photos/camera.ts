import { useCallback, useEffect, useRef, useState } from "react";

export type CameraState = "off" | "starting" | "on" | "unavailable";

/**
 * The webcam over the intake desk. Video only (the app refuses the
 * microphone), the chosen camera or the default one, stopped when the
 * screen closes.
 */
export function useCamera(deviceId: string | null) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>("off");

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState("off");
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState("unavailable");
    setState("starting");
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: {
          ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
          width: { ideal: 1920 },
          height: { ideal: 1080 },
        },
      });
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = media;
      if (videoRef.current) {
        videoRef.current.srcObject = media;
        await videoRef.current.play().catch(() => {});
      }
      setState("on");
    } catch {
      setState("unavailable");
    }
  }, [deviceId]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, start, stop };
}
