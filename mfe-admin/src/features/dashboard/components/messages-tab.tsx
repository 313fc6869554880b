import { LinkButton, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';

/** The conversations live in the chat (spec §2, Messages tab). */
export function MessagesTab() {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <div className="lz-admin-messages-tab">
      <p>{t('messages.intro')}</p>
      <LinkButton to="/chat" variant="primary">
        {t('messages.open')}
      </LinkButton>
    </div>
  );
}
