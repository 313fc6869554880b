import { useId } from 'react';
import {
  Alert,
  Button,
  describeRequestFailure,
  deviceTimeZone,
  showTimesIn,
  translateText,
  useIsHydrated,
  useTexts,
  useTimeZoneOptions,
} from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { STUDENT_TEXTS } from '../../../texts';
import { useChooseTimeZoneMutation } from '../api';

type TimeZoneFormProps = {
  /** The zone the page shows times in, picked until the student picks another. */
  shown: string;
  /** The zone the student chose, if any. */
  chosen: string | null;
  onSaved: () => void;
};

/** The choice of another zone, or of the device's again (TimeZoneCard's form). */
export function TimeZoneForm({ shown, chosen, onSaved }: TimeZoneFormProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const id = useId();
  const isHydrated = useIsHydrated();
  const { zones, listZones } = useTimeZoneOptions(shown);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm('TimeZoneRequestSchema', { timeZone: shown });
  const [choose, { isLoading, error, reset }] = useChooseTimeZoneMutation();

  const save = async (timeZone: string | null) => {
    reset();
    try {
      const kept = await choose(timeZone).unwrap();
      showTimesIn(kept.timeZoneChosen ? kept.timeZone : null);
    } catch {
      return;
    }
    onSaved();
  };
  const invalid = errors.timeZone?.message;
  const problem = error ? describeRequestFailure(error) : invalid && translateText(invalid);

  return (
    <>
      <form
        aria-label={t('timeZone.title')}
        onSubmit={handleSubmit(({ timeZone }) => save(timeZone))}
        className="lz-student-stack"
      >
        <label htmlFor={`${id}-zone`}>{t('timeZone.label')}</label>
        <select
          id={`${id}-zone`}
          className="lz-ui-input"
          onFocus={listZones}
          onPointerDown={listZones}
          {...register('timeZone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <div className="lz-student-row">
          <Button htmlType="submit" variant="primary" loading={isLoading} disabled={watch('timeZone') === chosen}>
            {t('timeZone.save')}
          </Button>
          {chosen && isHydrated && (
            <Button onClick={() => void save(null)} disabled={isLoading}>
              {t('timeZone.useDevice', { zone: deviceTimeZone() })}
            </Button>
          )}
        </div>
      </form>
      {problem && <Alert type="error" title={t('timeZone.failed')} description={problem} />}
    </>
  );
}
