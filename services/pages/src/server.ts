import { runService } from '@lezioni/service-kit';
import { start } from './start';

void runService('pages', start);
