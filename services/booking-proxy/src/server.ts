import { runService } from '@lezioni/service-kit';
import { BOOKING_SCHEMA } from './data/db';
import { migrations } from './data/migrations';
import { start } from './start';

void runService('booking-proxy', start, { schema: BOOKING_SCHEMA, migrations });
