import { runService } from '@lezioni/service-kit';
import { LEARNING_SCHEMA } from './data/db';
import { migrations } from './data/migrations';
import { start } from './start';

void runService('learning', start, { schema: LEARNING_SCHEMA, migrations });
