import { useId } from 'react';
import { CEFR_LEVELS, LEARNING_SKILLS } from '@lezioni/contracts/values';
import { Alert, Button, dateTimeFormat, describeRequestFailure, Input, useTexts } from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { FieldError } from '../../../components/field-error';
import { ADMIN_TEXTS } from '../../../texts';
import { useSetLevelMutation } from '../api';

// The date field's value is YYYY-MM-DD whatever the language: Swedish writes dates that way.
const today = () => dateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
// The kit has no select: the text fields' look (the date field below loads it).
const SELECT_CLASS = 'lz-ui-input';

/** Sets a skill's level, dated today unless the teacher says otherwise (issue 26). */
export function LevelForm({ studentId }: { studentId: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm('SetLevelFormSchema', { skill: 'speaking', level: 'A1', date: today() });
  const [saveLevel, saving] = useSetLevelMutation();
  const id = useId();
  const { t } = useTexts(ADMIN_TEXTS);

  const onSubmit = handleSubmit((level) => void saveLevel({ studentId, level }));

  return (
    <>
      <form onSubmit={onSubmit} aria-label={t('levels.form')} className="lz-admin-level-form" noValidate>
        <div className="lz-admin-field">
          <label htmlFor={`${id}-skill`}>{t('levels.skill')}</label>
          <select id={`${id}-skill`} className={SELECT_CLASS} {...register('skill')}>
            {LEARNING_SKILLS.map((name) => (
              <option key={name} value={name}>
                {t(`levels.skills.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="lz-admin-field">
          <label htmlFor={`${id}-level`}>{t('levels.level')}</label>
          <select id={`${id}-level`} className={SELECT_CLASS} {...register('level')}>
            {CEFR_LEVELS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className="lz-admin-field">
          <label htmlFor={`${id}-date`}>{t('levels.date')}</label>
          <Input
            id={`${id}-date`}
            type="date"
            aria-invalid={Boolean(errors.date)}
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
            {...register('date')}
          />
          <FieldError id={`${id}-date-error`} message={errors.date?.message} />
        </div>
        <Button htmlType="submit" loading={saving.isLoading}>
          {t('levels.submit')}
        </Button>
      </form>
      {saving.isError && (
        <Alert type="error" title={t('levels.failed')} description={describeRequestFailure(saving.error)} />
      )}
    </>
  );
}
