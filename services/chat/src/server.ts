import { runService } from '@lezioni/service-kit';
import { CHAT_SCHEMA } from './data/db';
import { migrations } from './data/migrations';
import { start } from './start';

void runService('chat', start, { schema: CHAT_SCHEMA, migrations });
