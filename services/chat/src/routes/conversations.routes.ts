import { Router } from 'express';
import {
  SendMessageRequestSchema,
  type Conversation,
  type CreateConversationResponse,
  type Message,
} from '@lezioni/contracts';
import { parseInput, requireUser } from '@lezioni/service-kit';
import type { ChatDeps } from '../domain/chat';
import { idParam } from './params';
import { listConversations, markConversationRead, startConversation } from '../domain/conversations';
import { listMessages, sendMessage } from '../domain/messages';

/** Lists change with every message: no cache may answer for the server. */
const NO_STORE = 'no-store';

export function createConversationsRouter(deps: ChatDeps) {
  const router = Router();
  router.get('/api/conversations', requireUser, async (req, res) => {
    const conversations: Conversation[] = await listConversations(deps, req.user!);
    res.set('Cache-Control', NO_STORE).json(conversations);
  });

  router.post('/api/conversations', requireUser, async (req, res) => {
    const { id, isNew } = await startConversation(deps, req.user!);
    res.status(isNew ? 201 : 200).json({ id } satisfies CreateConversationResponse);
  });

  router.get('/api/conversations/:id/messages', requireUser, async (req, res) => {
    const messages: Message[] = await listMessages(deps, req.user!, idParam(req));
    res.set('Cache-Control', NO_STORE).json(messages);
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
