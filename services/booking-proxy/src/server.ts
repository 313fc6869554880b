import { runService } from '@lezioni/service-kit';
import { BOOKING_SCHEMA } from './shared/data/db';
import { migrations } from './migrations';
import { start } from './start';

void runService('booking-proxy', start, { schema: BOOKING_SCHEMA, migrations });
