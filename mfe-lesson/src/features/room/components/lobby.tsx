import type { RoomResponse } from '@lezioni/contracts';
import { useIsHydrated } from '@lezioni/web-kit';
import { canChooseSpeaker, useMicrophoneLevel, type DeviceChoice, type useLocalMedia } from '../hooks/use-local-media';
import { MediaVideo } from './media-video';

type LocalMedia = ReturnType<typeof useLocalMedia>;

/** The device check before the call: preview, microphone meter, device pickers, failures with what to do. */
export function Lobby({ room, media, onJoin }: { room: RoomResponse; media: LocalMedia; onJoin: () => void }) {
  const level = useMicrophoneLevel(media.stream);
  const { devices, choice, failure } = media;
  // Whether this browser can choose a speaker is known in the browser only (rendered on the server first).
  const canChoose = useIsHydrated() && canChooseSpeaker();
  return (
    <section className="lesson-lobby" aria-labelledby="lesson-lobby-title">
      <h1 id="lesson-lobby-title">Lesson with {room.other.name}</h1>
      <p>Check your camera and microphone, then join.</p>
      {failure && (
        <div role="alert" className="lesson-alert">
          <p>
            <strong>{failure.message}</strong>
          </p>
          <p>{failure.howTo}</p>
          <button type="button" className="lesson-btn" onClick={media.retry}>
            Try again
          </button>
        </div>
      )}
      <MediaVideo stream={media.stream} label="Your camera" isSelf />
      <div>
        <span id="lesson-meter-label">Microphone level</span>
        <div
          className="lesson-meter"
          role="meter"
          aria-labelledby="lesson-meter-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(level * 100)}
        >
          <span style={{ width: `${Math.round(level * 100)}%` }} />
        </div>
      </div>
      <DevicePicker label="Camera" devices={devices.cameras} value={choice.cameraId} field="cameraId" media={media} />
      <DevicePicker
        label="Microphone"
        devices={devices.microphones}
        value={choice.microphoneId}
        field="microphoneId"
        media={media}
      />
      {canChoose && (
        <DevicePicker
          label="Speaker"
          devices={devices.speakers}
          value={choice.speakerId}
          field="speakerId"
          media={media}
        />
      )}
      <button type="button" className="lesson-btn lesson-btn-primary" onClick={onJoin} disabled={!media.stream}>
        Join
      </button>
    </section>
  );
}

function DevicePicker({
  label,
  devices,
  value,
  field,
  media,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string | undefined;
  field: keyof DeviceChoice;
  media: LocalMedia;
}) {
  if (devices.length === 0) return null;
  return (
    <label>
      {label}
      <select value={value ?? ''} onChange={(event) => media.choose({ [field]: event.target.value })}>
        {value === undefined && <option value="">Default</option>}
        {devices.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}
