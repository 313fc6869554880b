import type { CSSProperties } from 'react';
import type { RoomResponse } from '@lezioni/contracts';
import { Button, useIsHydrated, useTexts } from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';
import { canChooseSpeaker, useMicrophoneLevel, type DeviceChoice, type useLocalMedia } from '../hooks/use-local-media';
import type { DeviceFailure } from '../room-machine';
import { MediaVideo } from './media-video';

type LocalMedia = ReturnType<typeof useLocalMedia>;

/** The device check before the call: preview, microphone meter, device pickers, failures with what to do. */
export function Lobby({ room, media, onJoin }: { room: RoomResponse; media: LocalMedia; onJoin: () => void }) {
  const { t } = useTexts(LESSON_TEXTS);
  const level = useMicrophoneLevel(media.stream);
  const { devices, choice, failure } = media;
  // Whether this browser can choose a speaker is known in the browser only (rendered on the server first).
  const canChoose = useIsHydrated() && canChooseSpeaker();
  return (
    <section className="lz-lesson-lobby" aria-labelledby="lesson-lobby-title">
      <h1 id="lesson-lobby-title">{t('lobby.title', { name: room.other.name })}</h1>
      <p>{t('lobby.intro')}</p>
      {failure && (
        <div role="alert" className="lz-lesson-alert">
          <DeviceFailureText failure={failure} />
          <Button onClick={media.retry}>{t('lobby.tryAgain')}</Button>
        </div>
      )}
      <MediaVideo stream={media.stream} label={t('lobby.yourCamera')} isSelf />
      <div>
        <span id="lesson-meter-label">{t('lobby.microphoneLevel')}</span>
        <div
          className="lz-lesson-meter"
          role="meter"
          aria-labelledby="lesson-meter-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(level * 100)}
        >
          <span style={{ '--lz-lesson-level': `${Math.round(level * 100)}%` } as CSSProperties} />
        </div>
      </div>
      <DevicePicker
        label={t('lobby.camera')}
        devices={devices.cameras}
        value={choice.cameraId}
        field="cameraId"
        media={media}
      />
      <DevicePicker
        label={t('lobby.microphone')}
        devices={devices.microphones}
        value={choice.microphoneId}
        field="microphoneId"
        media={media}
      />
      {canChoose && (
        <DevicePicker
          label={t('lobby.speaker')}
          devices={devices.speakers}
          value={choice.speakerId}
          field="speakerId"
          media={media}
        />
      )}
      <Button variant="primary" size="large" onClick={onJoin} disabled={!media.stream}>
        {t('lobby.join')}
      </Button>
    </section>
  );
}

/** What went wrong with the devices, then what to do about it. */
function DeviceFailureText({ failure }: { failure: DeviceFailure }) {
  const { t } = useTexts(LESSON_TEXTS);
  const texts: Record<DeviceFailure, { message: string; howTo: string }> = {
    denied: { message: t('deviceFailure.denied'), howTo: t('deviceFailure.deniedHowTo') },
    missing: { message: t('deviceFailure.missing'), howTo: t('deviceFailure.missingHowTo') },
    busy: { message: t('deviceFailure.busy'), howTo: t('deviceFailure.busyHowTo') },
    unknown: { message: t('deviceFailure.unknown'), howTo: t('deviceFailure.unknownHowTo') },
  };
  return (
    <>
      <p>
        <strong>{texts[failure].message}</strong>
      </p>
      <p>{texts[failure].howTo}</p>
    </>
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
  const { t } = useTexts(LESSON_TEXTS);
  if (devices.length === 0) return null;
  return (
    <label>
      {label}
      <select value={value ?? ''} onChange={(event) => media.choose({ [field]: event.target.value })}>
        {value === undefined && <option value="">{t('lobby.defaultDevice')}</option>}
        {devices.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {device.label || t('lobby.numberedDevice', { device: label, number: index + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}
