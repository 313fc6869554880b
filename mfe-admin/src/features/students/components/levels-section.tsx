import { lazy, Suspense } from 'react';
import type { SkillLevel } from '@lezioni/contracts';
import { formatDay, Spinner, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';

// Its own chunk, with react-hook-form and the schemas (zod): the page starts without them (D26).
const LevelForm = lazy(() => import('./level-form').then(({ LevelForm }) => ({ default: LevelForm })));

/** The student's CEFR level per skill, each with its history, and the form that sets one (issue 26). */
export function LevelsSection({ studentId, levels }: { studentId: string; levels: SkillLevel[] }) {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <div className="lz-admin-levels">
      <ul>
        {levels.map(({ skill: name, current, history }) => (
          <li key={name}>
            <strong>{t(`levels.skills.${name}`)}</strong>: {current ?? t('levels.notSet')}
            {history.length > 0 && (
              <span className="lz-admin-secondary">
                {' '}
                {t('levels.history', {
                  entries: history
                    .map(({ level, date }) => t('levels.entry', { level, date: formatDay(date) }))
                    .join(', '),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <LevelForm studentId={studentId} />
      </Suspense>
    </div>
  );
}
