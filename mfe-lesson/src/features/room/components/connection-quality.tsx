import { useTexts } from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';
import type { QualityLevel } from '../call-quality';

const BARS_OF: Record<QualityLevel, number> = { good: 3, fair: 2, poor: 1 };

/** Signal bars, as a phone shows them: the level's text beside them says the same to everyone. */
function SignalBars({ level }: { level: QualityLevel }) {
  return (
    <svg className="lz-lesson-quality__bars" viewBox="0 0 18 14" width="18" height="14" aria-hidden="true">
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={bar * 6}
          y={10 - bar * 5}
          width="4"
          height={4 + bar * 5}
          rx="1"
          className={bar < BARS_OF[level] ? 'lz-lesson-quality__bar--on' : undefined}
        />
      ))}
    </svg>
  );
}

/**
 * The connection's quality (good, fair, poor) while the call is up, and what to do when it is poor.
 * A status region: a screen reader hears it when the level changes, not at every measure.
 */
export function ConnectionQuality({ level }: { level: QualityLevel | undefined }) {
  const { t } = useTexts(LESSON_TEXTS);
  if (!level) return null;
  const levels: Record<QualityLevel, string> = {
    good: t('quality.good'),
    fair: t('quality.fair'),
    poor: t('quality.poor'),
  };
  return (
    <div role="status" className={`lz-lesson-quality lz-lesson-quality--${level}`}>
      <p>
        <SignalBars level={level} />
        {t('quality.label', { level: levels[level] })}
      </p>
      {level === 'poor' && <p className="lz-lesson-quality__hint">{t('quality.poorHint')}</p>}
    </div>
  );
}
