import { useState } from 'react';
import { useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';

type AvatarImageProps = { src: string; name: string; size: number };

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('');
}

/** A portrait that turns into a generated initials image when the picture cannot be loaded. */
export function AvatarImage({ src, name, size }: AvatarImageProps) {
  const { t } = useTexts(MARKETING_TEXTS);
  const [hasFailed, setHasFailed] = useState(!src);
  const label = t('avatar.label', { name });

  if (hasFailed) {
    return (
      <span role="img" aria-label={label} className="lz-avatar">
        <span aria-hidden="true">{initialsOf(name)}</span>
      </span>
    );
  }
  return (
    <img
      className="lz-avatar"
      src={src}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}
