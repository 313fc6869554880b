import { useId, useState, type FormEvent } from 'react';
import type { SkillLevel } from '@lezioni/contracts';
import { CEFR_LEVELS, LEARNING_SKILLS, type CefrLevel, type LearningSkill } from '@lezioni/contracts/values';
import { Alert, Button, describeRequestFailure, Input } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { useSetLevelMutation } from '../api';

const today = () => new Date().toLocaleDateString('sv-SE');
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const field = { display: 'grid', gap: 4 } as const;
// The kit has no select: the text fields' look (the date field below loads it).
const SELECT_CLASS = 'lz-ui-input';

/** The student's CEFR level per skill, each with its history, and the form that sets one (issue 26). */
export function LevelsSection({ studentId, levels }: { studentId: string; levels: SkillLevel[] }) {
  const [skill, setSkill] = useState<LearningSkill>('speaking');
  const [level, setLevel] = useState<CefrLevel>('A1');
  const [date, setDate] = useState(today);
  const [saveLevel, saving] = useSetLevelMutation();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void saveLevel({ studentId, level: { skill, level, ...(date ? { date } : {}) } });
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
        {levels.map(({ skill: name, current, history }) => (
          <li key={name}>
            <strong>{capitalised(name)}</strong>: {current ?? 'not set'}
            {history.length > 0 && (
              <span style={{ color: THEME_TOKENS.colorTextSecondary }}>
                {' '}
                (history: {history.map((entry) => `${entry.level} on ${entry.date}`).join(', ')})
              </span>
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={onSubmit}
        aria-label="Set a level"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12 }}
      >
        <div style={field}>
          <label htmlFor={`${id}-skill`}>Skill</label>
          <select
            id={`${id}-skill`}
            className={SELECT_CLASS}
            value={skill}
            onChange={(e) => setSkill(e.target.value as LearningSkill)}
          >
            {LEARNING_SKILLS.map((name) => (
              <option key={name} value={name}>
                {capitalised(name)}
              </option>
            ))}
          </select>
        </div>
        <div style={field}>
          <label htmlFor={`${id}-level`}>Level</label>
          <select
            id={`${id}-level`}
            className={SELECT_CLASS}
            value={level}
            onChange={(e) => setLevel(e.target.value as CefrLevel)}
          >
            {CEFR_LEVELS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div style={field}>
          <label htmlFor={`${id}-date`}>Date</label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <Button htmlType="submit" loading={saving.isLoading}>
          Set level
        </Button>
      </form>
      {saving.isError && (
        <Alert type="error" title="The level could not be set." description={describeRequestFailure(saving.error)} />
      )}
    </div>
  );
}
