import { Route, Routes } from '@lezioni/web-kit';
import { mountStandalone } from '@lezioni/web-kit/standalone';
import { LessonRoom } from './exposes/lesson-room';

mountStandalone(({ user, config }) =>
  user ? (
    <Routes>
      <Route path="/lesson/:bookingId" element={<LessonRoom user={user} config={config} />} />
      <Route path="*" element={<p>Open a lesson at /lesson/&lt;booking id&gt;.</p>} />
    </Routes>
  ) : (
    <p>Sign in on the platform first.</p>
  ),
);
