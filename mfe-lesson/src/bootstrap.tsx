import { Route, Routes, useTexts } from '@lezioni/web-kit';
import { mountStandalone } from '@lezioni/web-kit/standalone';
import { LessonRoom } from './exposes/lesson-room';
import { LESSON_TEXTS } from './texts';

function Notice({ text }: { text: 'signInFirst' | 'openLesson' }) {
  const { t } = useTexts(LESSON_TEXTS);
  return <p>{text === 'signInFirst' ? t('standalone.signInFirst') : t('standalone.openLesson')}</p>;
}

mountStandalone(({ user, config }) =>
  user ? (
    <Routes>
      <Route path="/lesson/:bookingId" element={<LessonRoom user={user} config={config} />} />
      <Route path="*" element={<Notice text="openLesson" />} />
    </Routes>
  ) : (
    <Notice text="signInFirst" />
  ),
);
