import { useRef, useState, type RefObject } from 'react';
import type { Slot } from '@lezioni/contracts';
import { Alert, useTexts } from '@lezioni/web-kit';
import { FreeTimeList, focusTime } from '../../../components/free-time-list';
import type { LessonMinutes } from '../../../hooks/free-times';
import { STUDENT_TEXTS } from '../../../texts';
import { RequestPanel } from './request-panel';

type FreeTimesProps = {
  duration: LessonMinutes;
  teacherName: string;
  /** Students ask for a time; the teacher only sees them. */
  canRequest: boolean;
  /** Where focus goes once a request is sent or refused: the chosen time may be gone. */
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** Her free times for one length; choosing one opens the request. */
export function FreeTimes({ duration, teacherName, canRequest, headingRef }: FreeTimesProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (slot: Slot) => {
    setRefusal(null);
    setChosen(slot);
  };
  const goBack = () => {
    const time = chosen?.startsAt;
    setChosen(null);
    focusTime(listRef.current, time);
  };
  const settle = (message: string | null) => {
    setChosen(null);
    setRefusal(message);
    headingRef.current?.focus();
  };

  return (
    <FreeTimeList
      duration={duration}
      dayLevel={3}
      onChoose={canRequest ? choose : undefined}
      chosenAt={chosen?.startsAt}
      listRef={listRef}
    >
      {refusal && <Alert type="error" title={t('booking.own.confirm.notSent')} description={refusal} />}
      {chosen && (
        <RequestPanel
          key={chosen.startsAt}
          slot={chosen}
          duration={duration}
          teacherName={teacherName}
          onBack={goBack}
          onSent={() => settle(null)}
          onGone={settle}
        />
      )}
    </FreeTimeList>
  );
}
