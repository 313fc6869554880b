import { runService } from '@lezioni/service-kit';
import { AUTH_SCHEMA } from './data/db';
import { migrations } from './data/migrations';
import { start } from './start';

void runService('auth', start, { schema: AUTH_SCHEMA, migrations });
