// `npm run api:client`: writes the API's TypeScript types (client/cito-api.d.ts) from the OpenAPI
// document of the app as built now, on a throwaway in-memory database: no server needs to run.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { API_TYPES_FILE, renderApiTypes } from './api-types.ts';

const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:' });
const database = openDatabase(config.database);
await migrateToLatest(database.db);
const app = await buildApp({ config, database, mail: { enabled: false } });
try {
  await app.ready();
  await writeFile(API_TYPES_FILE, await renderApiTypes(app.swagger()));
  console.log(`Wrote ${API_TYPES_FILE}`);
} finally {
  await app.close();
}
