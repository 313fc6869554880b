import {
  CreateConversationRequestSchema,
  MessagesQuerySchema,
  SendMessageRequestSchema,
  type CreateConversationResponse,
  type Message,
} from '@lezioni/contracts';
import { NO_STORE, answerFresh, idParam, parseInput, requireUser, createRouter } from '@lezioni/service-kit';
import { findConversationFor } from '../domain/access';
import type { ChatDeps } from '../domain/deps';
import { conversationListName, messagesName } from '../domain/freshness';
import { listConversations, markConversationRead, startConversation } from '../domain/conversations';
import { listMessages, listMessagesBefore, sendMessage } from '../domain/messages';

export function createConversationsRouter(deps: ChatDeps) {
  const router = createRouter();
  // The polled lists: an unchanged one is a 304 (domain/freshness.ts).
  router.get('/api/conversations', requireUser, async (req, res) => {
    const user = req.user!;
    await answerFresh(req, res, deps.freshness, conversationListName(user), () => listConversations(deps, user));
  });

  router.post('/api/conversations', requireUser, async (req, res) => {
    const input = parseInput(CreateConversationRequestSchema, req.body);
    const { id, isNew } = await startConversation(deps, req.user!, input);
    res.status(isNew ? 201 : 200).json({ id } satisfies CreateConversationResponse);
  });

  // The latest page is polled (an unchanged one is a 304); an older page is asked for once, on scrolling up.
  router.get('/api/conversations/:id/messages', requireUser, async (req, res) => {
    const { before } = parseInput(MessagesQuerySchema, req.query);
    const conversation = await findConversationFor(deps, req.user!, idParam(req));
    if (before) return void res.set(NO_STORE).json(await listMessagesBefore(deps, conversation, before));
    await answerFresh(req, res, deps.freshness, messagesName(conversation.id), () => listMessages(deps, conversation));
  });

  router.post('/api/conversations/:id/messages', requireUser, async (req, res) => {
    const input = parseInput(SendMessageRequestSchema, req.body);
    const message: Message = await sendMessage(deps, req.user!, idParam(req), input);
    res.status(201).json(message);
  });

  router.post('/api/conversations/:id/mark-read', requireUser, async (req, res) => {
    await markConversationRead(deps, req.user!, idParam(req));
    res.status(204).end();
  });

  return router;
}
