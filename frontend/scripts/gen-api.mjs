// Generates the frontend's API types and settings defaults from the server's OpenAPI document.
//
//   node scripts/gen-api.mjs <openapi.json>          writes the files
//   node scripts/gen-api.mjs <openapi.json> --check  fails if the committed files differ
//
// The document comes from `school-portal openapi`; scripts/test runs the check, so the types
// can never drift from the server.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const [source, flag] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/gen-api.mjs <openapi.json> [--check]');
  process.exit(2);
}
const document = JSON.parse(readFileSync(source, 'utf8'));
const header =
  "// Generated from the server's OpenAPI document by scripts/gen-api.mjs. Do not edit.\n\n";

const types = header + astToString(await openapiTS(document, { alphabetize: true }));
const defaults = document.components?.schemas?.SchoolSettings?.default;
if (!defaults) {
  console.error('The OpenAPI document has no SchoolSettings default: is it the right document?');
  process.exit(1);
}
const outputs = [
  [new URL('../src/types/api.gen.ts', import.meta.url), types],
  [
    new URL('../src/features/settings/defaults.gen.json', import.meta.url),
    JSON.stringify(defaults, null, 2) + '\n',
  ],
];

let stale = false;
for (const [url, content] of outputs) {
  const path = fileURLToPath(url);
  if (flag === '--check') {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== content) {
      console.error(`${path} does not match the server's OpenAPI document.`);
      stale = true;
    }
  } else {
    writeFileSync(path, content);
    console.log(`wrote ${path}`);
  }
}
if (stale) {
  console.error(
    'Run scripts/gen-api (or npm run gen:api after `school-portal openapi`) and commit.',
  );
  process.exit(1);
}
