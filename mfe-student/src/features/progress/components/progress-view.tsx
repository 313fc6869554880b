import type { MyProgress } from '@lezioni/contracts';
import { Alert, Button, Card, Spinner } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { capitalize } from '../../../utils/format';
import { useGetMyProgressQuery } from '../api';
import { LevelChart } from './level-chart';
import { VocabularySection } from './vocabulary-section';

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
} as const;

const hoursFormat = (hours: number) =>
  `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? 'hour' : 'hours'}`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card size="small">
      <p style={{ margin: 0, color: THEME_TOKENS.colorTextSecondary }}>{label}</p>
      <p style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>{value}</p>
    </Card>
  );
}

function ProgressContent({ progress }: { progress: MyProgress }) {
  return (
    <>
      <section aria-label="Summary" style={grid}>
        <Figure label="Lessons taken" value={String(progress.lessonsTaken)} />
        <Figure label="Time in lessons" value={hoursFormat(progress.hoursTaken)} />
        <Figure
          label="Weeks in a row with a lesson"
          value={`${progress.streakWeeks} ${progress.streakWeeks === 1 ? 'week' : 'weeks'}`}
        />
        <Figure label="Words learned" value={String(progress.vocabularyCount)} />
      </section>

      <section aria-labelledby="levels" style={{ marginTop: 32 }}>
        <h2 id="levels">Your level</h2>
        <div style={grid}>
          {progress.levels.map((skill) => (
            <Card
              key={skill.skill}
              size="small"
              role="region"
              aria-label={capitalize(skill.skill)}
              title={
                <h3 style={{ margin: 0, fontSize: 16 }}>
                  {capitalize(skill.skill)}: {skill.current ?? 'not assessed yet'}
                </h3>
              }
            >
              {skill.history.length > 0 ? (
                <LevelChart skill={skill} />
              ) : (
                <p>Your teacher has not set this level yet.</p>
              )}
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
  const { data, isError, refetch } = useGetMyProgressQuery();
  return (
    <>
      <h1 style={{ marginTop: 0 }}>My progress</h1>
      {data ? (
        <ProgressContent progress={data} />
      ) : isError ? (
        <Alert
          type="error"
          title="Your progress could not be loaded"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <Spinner label="Loading your progress..." />
      )}
    </>
  );
}
