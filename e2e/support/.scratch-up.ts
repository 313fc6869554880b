import { writeFileSync } from 'node:fs';
import { startPlatform } from './platform';
(async () => {
  const p = await startPlatform({ TIDYCAL_API_TOKEN: '', TIDYCAL_SYNC_INTERVAL_S: '2' });
  writeFileSync('/tmp/widths/platform.json', JSON.stringify({ baseUrl: p.baseUrl, mailDir: p.mailDir, pid: p.process.pid, db: p.databaseName, log: p.logFile }));
  console.log('UP', p.baseUrl);
  setInterval(() => {}, 1 << 30);
})();
