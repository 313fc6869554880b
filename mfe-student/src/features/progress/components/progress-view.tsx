import type { MyProgress } from '@lezioni/contracts';
import { Alert, Button, Card, Spinner, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { formatOneDecimal } from '../../../utils/format';
import { useGetMyProgressQuery } from '../api';
import { ProgressStyles } from '../progress-styles';
import { LevelChart } from './level-chart';
import { VocabularySection } from './vocabulary-section';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card size="small">
      <p className="lz-student-figure__label lz-student-muted">{label}</p>
      <p className="lz-student-figure__value">{value}</p>
    </Card>
  );
}

function ProgressContent({ progress }: { progress: MyProgress }) {
  const { t } = useTexts(STUDENT_TEXTS);
  return (
    <>
      <section aria-label={t('progress.summary')} className="lz-student-cards lz-student-progress-cards">
        <Figure label={t('progress.lessonsTaken')} value={String(progress.lessonsTaken)} />
        <Figure
          label={t('progress.timeInLessons')}
          value={t('progress.hours', { count: progress.hoursTaken, hours: formatOneDecimal(progress.hoursTaken) })}
        />
        <Figure label={t('progress.streak')} value={t('progress.weeks', { count: progress.streakWeeks })} />
        <Figure label={t('progress.wordsLearned')} value={String(progress.vocabularyCount)} />
      </section>

      <section aria-labelledby="levels" className="lz-student-section">
        <h2 id="levels">{t('progress.levels.title')}</h2>
        <div className="lz-student-cards lz-student-progress-cards">
          {progress.levels.map((skill) => (
            <Card
              key={skill.skill}
              size="small"
              role="region"
              aria-label={t(`progress.levels.skills.${skill.skill}`)}
              title={
                <h3 className="lz-ui-card__title">
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
      <ProgressStyles />
      <h1>{t('progress.title')}</h1>
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
