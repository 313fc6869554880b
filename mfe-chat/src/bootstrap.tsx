import { Route, Routes } from '@lezioni/web-kit';
import { mountStandalone } from '@lezioni/web-kit/standalone';
import { ChatPage } from './exposes/chat-page';
import { ChatWidget } from './exposes/chat-widget';

mountStandalone(({ user, config }) =>
  user ? (
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ChatPage user={user} config={config} />
            <ChatWidget user={user} config={config} />
          </>
        }
      />
    </Routes>
  ) : (
    <p>Sign in on the platform first.</p>
  ),
);
