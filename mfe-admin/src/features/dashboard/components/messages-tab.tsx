import { LinkButton } from '@lezioni/web-kit';

/** The conversations live in the chat (spec §2, Messages tab). */
export function MessagesTab() {
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>Read and answer your students&apos; messages in the chat.</p>
      <LinkButton to="/chat" variant="primary">
        Open Messages
      </LinkButton>
    </div>
  );
}
