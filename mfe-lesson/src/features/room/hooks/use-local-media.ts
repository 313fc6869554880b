import { useCallback, useEffect, useRef, useState } from 'react';
import { describeDeviceFailure, type DeviceFailure } from '../room-machine';

export type DeviceChoice = { cameraId?: string; microphoneId?: string; speakerId?: string };
export type DeviceLists = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[]; speakers: MediaDeviceInfo[] };

const NO_DEVICES: DeviceLists = { cameras: [], microphones: [], speakers: [] };

async function listDevices(): Promise<DeviceLists> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: devices.filter((device) => device.kind === 'videoinput'),
    microphones: devices.filter((device) => device.kind === 'audioinput'),
    speakers: devices.filter((device) => device.kind === 'audiooutput'),
  };
}

async function requestMedia(choice: DeviceChoice) {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
  const media = await navigator.mediaDevices.getUserMedia({
    video: choice.cameraId ? { deviceId: { exact: choice.cameraId } } : true,
    audio: choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true,
  });
  // Labels are only listed once the page may use the devices.
  return { media, lists: await listDevices() };
}

/** The camera and microphone of the lobby and the call: started on the chosen devices, failures in words. */
export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failure, setFailure] = useState<DeviceFailure | null>(null);
  const [devices, setDevices] = useState<DeviceLists>(NO_DEVICES);
  const [choice, setChoice] = useState<DeviceChoice>({});
  const streamRef = useRef<MediaStream | null>(null);

  // setState only in the promise's callbacks: the effect below starts it on mounting.
  const start = useCallback((next: DeviceChoice) => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    return requestMedia(next).then(
      ({ media, lists }) => {
        streamRef.current = media;
        setStream(media);
        setFailure(null);
        setDevices(lists);
      },
      (error: unknown) => {
        streamRef.current = null;
        setStream(null);
        setFailure(describeDeviceFailure(error));
      },
    );
  }, []);

  useEffect(() => {
    void start({});
    return () => streamRef.current?.getTracks().forEach((track) => track.stop());
  }, [start]);

  const choose = (next: DeviceChoice) => {
    const merged = { ...choice, ...next };
    setChoice(merged);
    if (next.cameraId !== undefined || next.microphoneId !== undefined) void start(merged);
  };

  return { stream, failure, devices, choice, choose, retry: () => void start(choice) };
}

/** The microphone's level, 0..1, from a Web Audio AnalyserNode (the lobby's meter). */
export function useMicrophoneLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
      // Speech sits around 0.05–0.3 RMS: scaled so that talking fills most of the meter.
      setLevel(Math.min(1, rms * 4));
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
}

/** Where supported (Chromium), plays an element's sound on the chosen speaker. */
export function playOn(element: HTMLMediaElement | null, speakerId: string | undefined) {
  const sinkable = element as (HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> }) | null;
  if (speakerId && sinkable?.setSinkId) void sinkable.setSinkId(speakerId).catch(() => undefined);
}

export const canChooseSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
