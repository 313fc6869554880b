import type { MyProgress } from '@lezioni/contracts';
import { Alert, Button, Card, Spinner, useTexts } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { STUDENT_TEXTS } from '../../../texts';
import { formatOneDecimal } from '../../../utils/format';
import { useGetMyProgressQuery } from '../api';
import { LevelChart } from './level-chart';
import { VocabularySection } from './vocabulary-section';

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
} as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card size="small">
      <p style={{ margin: 0, color: THEME_TOKENS.colorTextSecondary }}>{label}</p>
      <p style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>{value}</p>
    </Card>
  );
}

function ProgressContent({ progress }: { progress: MyProgress }) {
  const { t } = useTexts(STUDENT_TEXTS);
  return (
    <>
      <section aria-label={t('progress.summary')} style={grid}>
        <Figure label={t('progress.lessonsTaken')} value={String(progress.lessonsTaken)} />
        <Figure
          label={t('progress.timeInLessons')}
          value={t('progress.hours', { count: progress.hoursTaken, hours: formatOneDecimal(progress.hoursTaken) })}
        />
        <Figure label={t('progress.streak')} value={t('progress.weeks', { count: progress.streakWeeks })} />
        <Figure label={t('progress.wordsLearned')} value={String(progress.vocabularyCount)} />
      </section>

      <section aria-labelledby="levels" style={{ marginTop: 32 }}>
        <h2 id="levels">{t('progress.levels.title')}</h2>
        <div style={grid}>
          {progress.levels.map((skill) => (
            <Card
              key={skill.skill}
              size="small"
              role="region"
              aria-label={t(`progress.levels.skills.${skill.skill}`)}
              title={
                <h3 style={{ margin: 0, fontSize: 16 }}>
                  {t(`progress.levels.skills.${skill.skill}`)}: {skill.current ?? t('progress.levels.notAssessed')}
                </h3>
              }
            >
              {skill.history.length > 0 ? <LevelChart skill={skill} /> : <p>{t('progress.levels.notSet')}</p>}
            </Card>
          ))}
        </div>
      </section>

      <VocabularySection wordCount={progress.vocabularyCount} />
    </>
  );
}

/** /progress (issue 26): lessons and hours taken, levels per skill over time, the streak, the words learned. */
export function ProgressView() {
  const { t } = useTexts(STUDENT_TEXTS);
  const { data, isError, refetch } = useGetMyProgressQuery();
  return (
    <>
      <h1 style={{ marginTop: 0 }}>{t('progress.title')}</h1>
      {data ? (
        <ProgressContent progress={data} />
      ) : isError ? (
        <Alert
          type="error"
          title={t('progress.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Spinner label={t('progress.loading')} />
      )}
    </>
  );
}
