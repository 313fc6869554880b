import { Route, Routes, useTexts } from '@lezioni/web-kit';
import { mountStandalone } from '@lezioni/web-kit/standalone';
import { ChatPage } from './exposes/chat-page';
import { ChatWidget } from './exposes/chat-widget';
import { CHAT_TEXTS } from './texts';

function SignInFirst() {
  const { t } = useTexts(CHAT_TEXTS);
  return <p>{t('standalone.signInFirst')}</p>;
}

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
    <SignInFirst />
  ),
);
