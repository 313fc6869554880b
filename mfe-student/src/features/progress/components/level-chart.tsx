import type { SkillLevel } from '@lezioni/contracts';
import { CEFR_LEVELS } from '@lezioni/contracts/values';
import { useTexts, formatDay } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { STUDENT_TEXTS } from '../../../texts';

const WIDTH = 240;
const HEIGHT = 132;
const PAD = { left: 28, right: 8, top: 8, bottom: 8 };

/**
 * A skill's level over time: an SVG line over the CEFR levels, one point per assessment in order.
 * The chart is for the eye only; the list beside it says the same in words for everyone else.
 */
export function LevelChart({ skill }: { skill: SkillLevel }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { history } = skill;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (history.length === 1 ? plotWidth / 2 : (index * plotWidth) / (history.length - 1));
  const y = (level: string) =>
    PAD.top +
    plotHeight -
    (CEFR_LEVELS.indexOf(level as (typeof CEFR_LEVELS)[number]) * plotHeight) / (CEFR_LEVELS.length - 1);
  const points = history.map((entry, index) => `${x(index)},${y(entry.level)}`).join(' ');
  return (
    <div className="lz-student-level">
      <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        {CEFR_LEVELS.map((level) => (
          <g key={level}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(level)} y2={y(level)} stroke={THEME_TOKENS.colorBorder} />
            <text x={0} y={y(level) + 4} fontSize={11} fill={THEME_TOKENS.colorTextSecondary}>
              {level}
            </text>
          </g>
        ))}
        <polyline points={points} fill="none" stroke={THEME_TOKENS.colorPrimary} strokeWidth={2} />
        {history.map((entry, index) => (
          <circle key={index} cx={x(index)} cy={y(entry.level)} r={4} fill={THEME_TOKENS.colorPrimary} />
        ))}
      </svg>
      <ol aria-label={t('progress.levels.history', { skill: t(`progress.levels.skills.${skill.skill}`) })}>
        {history.map((entry, index) => (
          <li key={index}>{t('progress.levels.entry', { level: entry.level, date: formatDay(entry.date) })}</li>
        ))}
      </ol>
    </div>
  );
}
