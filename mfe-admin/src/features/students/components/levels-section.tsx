import { useId, useState, type FormEvent } from 'react';
import type { SkillLevel } from '@lezioni/contracts';
import { CEFR_LEVELS, LEARNING_SKILLS, type CefrLevel, type LearningSkill } from '@lezioni/contracts/values';
import { Alert, Button, dateTimeFormat, describeRequestFailure, Input, useTexts, formatDay } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { ADMIN_TEXTS } from '../../../texts';
import { useSetLevelMutation } from '../api';

// The date field's value is YYYY-MM-DD whatever the language: Swedish writes dates that way.
const today = () => dateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
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
  const { t } = useTexts(ADMIN_TEXTS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void saveLevel({ studentId, level: { skill, level, ...(date ? { date } : {}) } });
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
        {levels.map(({ skill: name, current, history }) => (
          <li key={name}>
            <strong>{t(`levels.skills.${name}`)}</strong>: {current ?? t('levels.notSet')}
            {history.length > 0 && (
              <span style={{ color: THEME_TOKENS.colorTextSecondary }}>
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
      <form
        onSubmit={onSubmit}
        aria-label={t('levels.form')}
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12 }}
      >
        <div style={field}>
          <label htmlFor={`${id}-skill`}>{t('levels.skill')}</label>
          <select
            id={`${id}-skill`}
            className={SELECT_CLASS}
            value={skill}
            onChange={(e) => setSkill(e.target.value as LearningSkill)}
          >
            {LEARNING_SKILLS.map((name) => (
              <option key={name} value={name}>
                {t(`levels.skills.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div style={field}>
          <label htmlFor={`${id}-level`}>{t('levels.level')}</label>
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
          <label htmlFor={`${id}-date`}>{t('levels.date')}</label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <Button htmlType="submit" loading={saving.isLoading}>
          {t('levels.submit')}
        </Button>
      </form>
      {saving.isError && (
        <Alert type="error" title={t('levels.failed')} description={describeRequestFailure(saving.error)} />
      )}
    </div>
  );
}
