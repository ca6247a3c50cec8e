import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code flows one way: app -> features -> components, lib, config, types (house style, after
// bulletproof-react's project structure). A feature does not import another feature, so each
// can change alone: what two features share goes down to components/, lib/ or types/.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports of the top-level folder `folder` of src/: by the alias, or climbing relatively to it. */
const importsOf = (folder) => [`^@/${folder}(/|$)`, `^(\\./)?(\\.\\./)+${folder}(/|$)`];

function restrictImports(patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/** `feature`'s files may import neither another feature nor, outside tests, the app. */
function featureBoundaries(feature, { tests }) {
  const others = FEATURES.filter((f) => f !== feature);
  const otherFeature = {
    regex: [
      `^@/features/(?!${feature}(/|$))`,
      // Relative paths that leave the feature: ../../people/..., ../../../features/people/...
      `^(\\./)?(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
    ].join('|'),
    message: `A feature does not import another: move what ${feature} shares with it to src/components, src/lib or src/types.`,
  };
  const app = {
    regex: importsOf('app').join('|'),
    message: 'Features do not import src/app: the app composes features, not the other way.',
  };
  return {
    files: [tests ? `src/features/${feature}/**/*.test.{ts,tsx}` : `src/features/${feature}/**`],
    rules: restrictImports(tests ? [otherFeature] : [otherFeature, app]),
  };
}

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/types/api.gen.ts'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message:
            'Call the API through src/lib/api-client.ts (or download.ts for files), never fetch directly.',
        },
      ],
    },
  },
  {
    files: ['src/lib/api-client.ts', 'src/lib/download.ts', 'src/**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**', 'src/types/**'],
    rules: restrictImports([
      {
        regex: [...importsOf('features'), ...importsOf('app')].join('|'),
        message:
          'src/components, src/lib, src/config and src/types are the bottom layer: they import neither features nor the app.',
      },
    ]),
  },
  ...FEATURES.map((feature) => featureBoundaries(feature, { tests: false })),
  // A test may render its feature inside the app's pages (the dashboard, the router).
  ...FEATURES.map((feature) => featureBoundaries(feature, { tests: true })),
);
