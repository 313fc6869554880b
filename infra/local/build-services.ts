/** `npm run build:services`: one JavaScript bundle per process, as production runs them. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildService } from './service-build';

const ROOT = path.resolve(__dirname, '../..');

void (async () => {
  for (const dir of [...readdirSync(path.join(ROOT, 'services')).map((name) => `services/${name}`), 'gateway']) {
    console.log(`building ${dir}/dist/server.js`);
    await buildService(ROOT, dir);
  }
})();
