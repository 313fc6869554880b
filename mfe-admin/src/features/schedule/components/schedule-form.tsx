import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Schedule, ScheduleAnswer } from '@lezioni/contracts';
import { SCHEDULE_MAX_BUFFER_MINUTES } from '@lezioni/contracts/values';
import {
  Alert,
  Button,
  Checkbox,
  describeRequestFailure,
  formatDay,
  Input,
  toast,
  useTexts,
  useTimeZoneOptions,
} from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { FieldError } from '../../../components/field-error';
import { ADMIN_TEXTS } from '../../../texts';
import { useSaveScheduleMutation } from '../api';
import { BusyCalendarField } from './busy-calendar-field';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Range = { start: string; end: string };
type Form = ReturnType<typeof useSchemaForm<'ScheduleSchema'>>;
/** What the schema said about a field, a list or a range (its own refinement sits on the item). */
type Problem = { message?: string; root?: { message?: string } } | undefined;
/** What it said about one range: its times, or the range as a whole. */
type RangeProblem = ({ start?: Problem; end?: Problem } & Problem) | undefined;

const messageOf = (...problems: Problem[]) =>
  problems.map((problem) => problem?.message ?? problem?.root?.message).find(Boolean);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A new range: the morning on an empty day, else three hours from where the day's last one ends. */
function nextRange(ranges: readonly Range[]): Range {
  const ends = ranges.map(({ end }) => end).filter((end) => /^\d\d:\d\d$/.test(end));
  if (ends.length === 0) return { start: '09:00', end: '12:00' };
  const start = Math.min(Math.max(...ends.map(minutesOf)), 23 * 60);
  return { start: timeOf(start), end: timeOf(Math.min(start + 180, 23 * 60 + 59)) };
}
const byStart = (a: Range, b: Range) => a.start.localeCompare(b.start);
/** Whether two of `ranges` share a minute, as the schema judges them (touching ones do not). */
const overlaps = (ranges: readonly Range[]) =>
  [...ranges].sort(byStart).some((range, i, sorted) => i > 0 && range.start < sorted[i - 1]!.end);

let lastKey = 0;
const newKey = () => `row-${(lastKey += 1)}`;
type Rows<T> = ReturnType<typeof useRows<T>>;

/**
 * A list the form holds (the week's ranges, the dates, a date's ranges) as rows, its values replaced
 * whole on each change: each row keeps its React key, so its inputs, while others come and go.
 * (react-hook-form's useFieldArray would do it for 1.5 KB more on the tab's first load.)
 */
function useRows<T>(values: readonly T[], replace: (next: T[]) => void) {
  const [keys, setKeys] = useState(() => values.map(() => newKey()));
  // After a reset to other values (the week as saved), rows past the known keys get their own.
  const rowKeys = values.map((_, index) => keys[index] ?? `row-at-${index}`);
  return {
    rows: values.map((value, index) => ({ key: rowKeys[index]!, value, index })),
    append: (value: T) => {
      replace([...values, value]);
      setKeys([...rowKeys, newKey()]);
    },
    remove: (index: number) => {
      replace(values.filter((_, at) => at !== index));
      setKeys(rowKeys.filter((_, at) => at !== index));
    },
  };
}

/** One range's two times and its Remove button. */
function RangeFields({
  form,
  name,
  range,
  problem,
  number,
  day,
  onRemove,
}: {
  form: Form;
  name: `week.${number}` | `dates.${number}.hours.${number}`;
  /** Its times as the form took them: in the HTML too, so a page drawn before it runs shows them. */
  range: Range;
  problem: RangeProblem;
  number: number;
  day: string;
  onRemove: () => void;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const id = useId();
  const startError = messageOf(problem?.start);
  const endError = messageOf(problem?.end, problem);
  return (
    <li className="lz-admin-schedule-range">
      <div className="lz-admin-field">
        <label htmlFor={`${id}-start`}>{t('schedule.from')}</label>
        <Input
          id={`${id}-start`}
          type="time"
          defaultValue={range.start}
          required
          aria-invalid={Boolean(startError)}
          aria-describedby={startError ? `${id}-start-error` : undefined}
          {...form.register(`${name}.start`)}
        />
      </div>
      <div className="lz-admin-field">
        <label htmlFor={`${id}-end`}>{t('schedule.to')}</label>
        <Input
          id={`${id}-end`}
          type="time"
          defaultValue={range.end}
          required
          aria-invalid={Boolean(endError)}
          aria-describedby={endError ? `${id}-end-error` : undefined}
          {...form.register(`${name}.end`)}
        />
      </div>
      <Button size="small" onClick={onRemove} aria-label={t('schedule.removeHoursOn', { number, day })}>
        {t('schedule.remove')}
      </Button>
      <div className="lz-admin-schedule-range__errors">
        <FieldError id={`${id}-start-error`} message={startError} />
        <FieldError id={`${id}-end-error`} message={endError} />
      </div>
    </li>
  );
}

/** One range of a day's, as the form holds it: where its values are, and what the schema said of it. */
type DayRange = {
  key: string;
  name: `week.${number}` | `dates.${number}.hours.${number}`;
  value: Range;
  problem: RangeProblem;
};

/**
 * A day's ranges (a weekday's, or a date's own) with their Add button: `emptyNote` when it has none,
 * `problem` under them; after a removal the keyboard lands on Add (the focused button went with it).
 */
function DayFieldset({
  form,
  day,
  ranges,
  emptyNote,
  problem,
  onAdd,
  onRemove,
  children,
}: {
  form: Form;
  day: string;
  ranges: DayRange[];
  emptyNote: string;
  problem: string | undefined;
  /** Adds a range; the focus goes to its first time, once it is drawn. */
  onAdd: () => void;
  onRemove: (at: number) => void;
  /** More actions beside Add (a date's Remove). */
  children?: ReactNode;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const addButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <fieldset className="lz-admin-schedule-day">
      <legend>{day}</legend>
      {ranges.length === 0 ? (
        <p className="lz-admin-schedule-day__note">{emptyNote}</p>
      ) : (
        <ul className="lz-admin-plain-list lz-admin-schedule-form__days">
          {ranges.map(({ key, name, value, problem: rangeProblem }, at) => (
            <RangeFields
              key={key}
              form={form}
              name={name}
              range={value}
              problem={rangeProblem}
              number={at + 1}
              day={day}
              onRemove={() => {
                onRemove(at);
                addButton.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={problem} />
      <div className="lz-admin-actions">
        <Button ref={addButton} size="small" onClick={onAdd} aria-label={t('schedule.addHoursOn', { day })}>
          {t('schedule.addHours')}
        </Button>
        {children}
      </div>
    </fieldset>
  );
}

/** Her hours on one weekday: the week's ranges with that weekday, in the order she added them. */
function WeekdayHours({
  form,
  weekday,
  week,
  problem,
}: {
  form: Form;
  weekday: number;
  week: Rows<Schedule['week'][number]>;
  /** What the schema said about the week that is this day's (its ranges overlap). */
  problem: string | undefined;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const errors = form.formState.errors.week;
  const rows = week.rows.filter(({ value }) => value.weekday === weekday);
  return (
    <DayFieldset
      form={form}
      day={t(`schedule.weekdays.${weekday}`)}
      ranges={rows.map(({ key, value, index }) => ({ key, name: `week.${index}`, value, problem: errors?.[index] }))}
      emptyNote={t('schedule.noHours')}
      problem={problem}
      onAdd={() => {
        week.append({ weekday, ...nextRange(rows.map(({ value }) => value)) });
        setTimeout(() => form.setFocus(`week.${week.rows.length}.start`));
      }}
      onRemove={(at) => week.remove(rows[at]!.index)}
    />
  );
}

/** A date with hours of its own: none is a day off. */
function DateHours({ form, index, date, onRemove }: { form: Form; index: number; date: string; onRemove: () => void }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const hours = useRows(form.watch(`dates.${index}.hours`), (next) =>
    form.setValue(`dates.${index}.hours`, next, { shouldDirty: true }),
  );
  const day = formatDay(date);
  const errors = form.formState.errors.dates?.[index];
  return (
    <li>
      <DayFieldset
        form={form}
        day={day}
        ranges={hours.rows.map(({ key, value, index: at }) => ({
          key,
          name: `dates.${index}.hours.${at}`,
          value,
          problem: errors?.hours?.[at],
        }))}
        emptyNote={t('schedule.dayOff')}
        problem={messageOf(errors?.date, errors?.hours)}
        onAdd={() => {
          hours.append(nextRange(hours.rows.map(({ value }) => value)));
          setTimeout(() => form.setFocus(`dates.${index}.hours.${hours.rows.length}.start`));
        }}
        onRemove={hours.remove}
      >
        <Button size="small" onClick={onRemove} aria-label={t('schedule.removeDateLabel', { date: day })}>
          {t('schedule.removeDate')}
        </Button>
      </DayFieldset>
    </li>
  );
}

/**
 * The teacher's week as one form (ScheduleEditor's): checked by contracts' ScheduleSchema, saved whole
 * with PUT /api/admin/schedule, each day's ranges in order of their start.
 */
export function ScheduleForm({ schedule }: { schedule: ScheduleAnswer }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const id = useId();
  const form = useSchemaForm('ScheduleSchema', schedule);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const weekValues = form.watch('week');
  const week = useRows(weekValues, (next) => form.setValue('week', next, { shouldDirty: true }));
  const dates = useRows(form.watch('dates'), (next) => form.setValue('dates', next, { shouldDirty: true }));
  const [save, saving] = useSaveScheduleMutation();
  const [newDate, setNewDate] = useState('');
  // A removed date takes its focused button with it: the keyboard lands on the field that adds one.
  const newDateInput = useRef<HTMLInputElement>(null);

  const addDate = () => {
    if (!newDate) return;
    dates.append({ date: newDate, hours: [] });
    setNewDate('');
  };
  const onDateKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the date rather than sending the whole week.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addDate();
  };

  const onSubmit = handleSubmit(async ({ busyCalendarUrl, ...values }) => {
    const body: Schedule = {
      ...values,
      busyCalendarUrl: busyCalendarUrl ?? null,
      week: [...values.week].sort((a, b) => a.weekday - b.weekday || byStart(a, b)),
      dates: [...values.dates]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((date) => ({ ...date, hours: [...date.hours].sort(byStart) })),
    };
    try {
      const saved = await save(body).unwrap();
      reset(saved);
      toast({ title: t('schedule.saved') });
    } catch {
      // Shown below from the mutation's state; the form keeps what she set.
    }
  });

  const zoneError = errors.timeZone?.message;
  const bufferError = errors.bufferMinutes?.message;
  const weekError = messageOf(errors.week);
  // The week's own complaint (overlapping ranges) shows in the days it is about, when they are known.
  const overlapping = WEEKDAYS.filter((weekday) => overlaps(weekValues.filter((range) => range.weekday === weekday)));
  const dayProblem = (weekday: number) =>
    weekError && overlapping.includes(weekday as (typeof WEEKDAYS)[number]) ? weekError : undefined;
  const datesError = messageOf(errors.dates);
  const { zones, listZones } = useTimeZoneOptions(form.watch('timeZone'));

  return (
    <form onSubmit={onSubmit} aria-label={t('schedule.form')} className="lz-admin-schedule-form" noValidate>
      <div className="lz-admin-schedule-form__settings">
        <div className="lz-admin-field">
          <label htmlFor={`${id}-zone`}>{t('schedule.timeZone')}</label>
          <select
            id={`${id}-zone`}
            className="lz-ui-input"
            aria-invalid={Boolean(zoneError)}
            aria-describedby={zoneError ? `${id}-zone-error` : undefined}
            onFocus={listZones}
            onPointerDown={listZones}
            {...register('timeZone')}
          >
            {zones.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-zone-error`} message={zoneError} />
        </div>
        <div className="lz-admin-field">
          <label htmlFor={`${id}-buffer`}>{t('schedule.buffer')}</label>
          <Input
            id={`${id}-buffer`}
            type="number"
            defaultValue={schedule.bufferMinutes}
            inputMode="numeric"
            min={0}
            max={SCHEDULE_MAX_BUFFER_MINUTES}
            required
            aria-invalid={Boolean(bufferError)}
            aria-describedby={bufferError ? `${id}-buffer-error` : undefined}
            {...register('bufferMinutes', { valueAsNumber: true })}
          />
          <FieldError id={`${id}-buffer-error`} message={bufferError} />
        </div>
        <div className="lz-admin-field">
          <Checkbox aria-describedby={`${id}-auto-hint`} {...register('autoApproveReturning')}>
            {t('schedule.autoApproveReturning')}
          </Checkbox>
          <p id={`${id}-auto-hint`} className="lz-admin-schedule-day__note">
            {t('schedule.autoApproveHint')}
          </p>
        </div>
      </div>

      <section aria-labelledby={`${id}-week`} className="lz-admin-schedule-form__section">
        <h4 id={`${id}-week`}>{t('schedule.weekTitle')}</h4>
        <FieldError id={`${id}-week-error`} message={overlapping.length === 0 ? weekError : undefined} />
        {WEEKDAYS.map((weekday) => (
          <WeekdayHours key={weekday} form={form} weekday={weekday} week={week} problem={dayProblem(weekday)} />
        ))}
      </section>

      <section aria-labelledby={`${id}-dates`} className="lz-admin-schedule-form__section">
        <h4 id={`${id}-dates`}>{t('schedule.datesTitle')}</h4>
        <p className="lz-admin-schedule-day__note">{t('schedule.datesHint')}</p>
        <FieldError id={`${id}-dates-error`} message={datesError} />
        {dates.rows.length === 0 ? (
          <p className="lz-admin-empty">{t('schedule.noDates')}</p>
        ) : (
          <ul className="lz-admin-plain-list lz-admin-schedule-form__days">
            {dates.rows.map(({ key, value, index }) => (
              <DateHours
                key={key}
                form={form}
                index={index}
                date={value.date}
                onRemove={() => {
                  dates.remove(index);
                  newDateInput.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
        <div className="lz-admin-schedule-new-date">
          <div className="lz-admin-field">
            <label htmlFor={`${id}-new-date`}>{t('schedule.newDate')}</label>
            <Input
              ref={newDateInput}
              id={`${id}-new-date`}
              type="date"
              value={newDate}
              onChange={(event) => setNewDate(event.target.value)}
              onKeyDown={onDateKey}
            />
          </div>
          <Button size="small" onClick={addDate} disabled={!newDate}>
            {t('schedule.addDate')}
          </Button>
        </div>
      </section>

      <BusyCalendarField form={form} saved={schedule.busyCalendarUrl} status={schedule.busyCalendar} />

      {saving.isError && (
        <Alert type="error" title={t('schedule.saveFailed')} description={describeRequestFailure(saving.error)} />
      )}
      <div>
        <Button htmlType="submit" variant="primary" loading={saving.isLoading}>
          {t('schedule.save')}
        </Button>
      </div>
    </form>
  );
}
