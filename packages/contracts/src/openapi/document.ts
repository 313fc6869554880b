import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { AdminOrderSchema, CreditRecordSchema, OrderSchema, StudentBookingSchema } from '../booking';
import { ConversationSchema, MessageSchema } from '../chat';
import { ErrorBodySchema, PlatformStatusSchema, RuntimeConfigSchema, UserResponseSchema } from '../entities';
import { LessonNoteSchema, MaterialSchema, SkillLevelSchema } from '../learning';
import { authPaths } from './auth';
import { bookingProxyPaths } from './booking-proxy';
import { chatPaths } from './chat';
import { gatewayPaths } from './gateway';
import { learningPaths } from './learning';
import { errors } from './operations';
import { unfurlPaths } from './unfurl';

/**
 * The OpenAPI 3.1 description of every call the gateway answers, generated from the zod schemas of
 * this package: the services validate and answer with the same schemas, so the document cannot say
 * one thing while the code does another without a contract test noticing. Served by the gateway at
 * /api/openapi.json, browsable at /api/docs. Not exported from the package's index: the pages
 * never need it, and it pulls in zod-openapi. Each service's calls are in the file named for it.
 */

/**
 * What the gateway answers to any write before its service reads it (ARCHITECTURE "Writes from
 * other sites", "Slow requests"): a page of another site, a body of another type, a body that stops.
 */
const WRITE_GUARDS = [403, 408, 415];

function withWriteGuards(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  for (const item of Object.values(paths)) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation) operation.responses = { ...operation.responses, ...errors(...WRITE_GUARDS) };
    }
  }
  return paths;
}

export function createOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'lezioni API',
      version: '1',
      description:
        'Every call of the platform, through the gateway. Calls send the session cookie; every error is JSON `{ "error": "<message>" }` with optional `details`.',
    },
    tags: [
      { name: 'gateway', description: "The gateway's own calls." },
      { name: 'auth', description: 'Accounts and sessions (services/auth).' },
      { name: 'chat', description: 'Conversations, messages, files and live events (services/chat).' },
      { name: 'booking-proxy', description: 'Lessons, credits and orders (services/booking-proxy).' },
      { name: 'unfurl', description: 'Link previews (services/unfurl).' },
      {
        name: 'learning',
        description: 'Lesson notes, homework, levels, materials and progress (services/learning).',
      },
    ],
    components: {
      schemas: {
        Error: ErrorBodySchema,
        UserResponse: UserResponseSchema,
        RuntimeConfig: RuntimeConfigSchema,
        PlatformStatus: PlatformStatusSchema,
        Conversation: ConversationSchema,
        Message: MessageSchema,
        StudentBooking: StudentBookingSchema,
        CreditRecord: CreditRecordSchema,
        Order: OrderSchema,
        AdminOrder: AdminOrderSchema,
        LessonNote: LessonNoteSchema,
        SkillLevel: SkillLevelSchema,
        Material: MaterialSchema,
      },
    },
    paths: withWriteGuards({
      ...gatewayPaths(),
      ...authPaths(),
      ...unfurlPaths(),
      ...chatPaths(),
      ...bookingProxyPaths(),
      ...learningPaths(),
    }),
  });
}
export type OpenApiDocument = ReturnType<typeof createOpenApiDocument>;
