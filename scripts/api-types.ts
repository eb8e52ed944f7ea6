// issue 20 §2: the API's TypeScript types, generated from the OpenAPI document (GET /api/docs) with
// openapi-typescript. `npm run api:client` writes them; tests/http/api-client.test.ts fails when the
// committed file no longer matches the document.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the generated types live, from the repository's root. */
export const API_TYPES_FILE = 'client/cito-api.d.ts';

const HEADER = `// Generated from Cito's OpenAPI document (GET /api/docs) by \`npm run api:client\`: do not edit.
// Use it with openapi-fetch: createClient<paths>({ baseUrl }) (README, "Build on Cito's API").

`;

/** The contents of API_TYPES_FILE for `document`. */
export async function renderApiTypes(document: unknown): Promise<string> {
  // openapi-typescript reads (and may annotate) the object it is given: hand it a copy.
  const ast = await openapiTS(structuredClone(document) as OpenAPI3);
  return HEADER + astToString(ast);
}
