// The layers of docs/decisions.md ("Layers the linter enforces"), as import rules, plus the TypeScript and
// React hooks rule sets. `npm run lint` runs it with --max-warnings 0; `npm test` runs `npm run lint`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AWS_AND_VENDOR_SDKS = ['@aws-sdk/*', '@smithy/*', '@aws-lambda-powertools/*', 'stripe', 'aws-jwt-verify'];
// The handler's world: API Gateway event types and the middy stack stay in api/ and shared/.
const HANDLER_LIBRARIES = ['aws-lambda', '@middy/*'];

/** A layer (target) that must not import from the listed folders, with the reason the linter prints. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['node_modules/', 'web/dist/', 'cdk.out/', '.local/', 'test-results/', 'playwright-report/', 'test/fixtures/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the files an import leads to with the TypeScript parser, or it finds no cycles through them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Tests drive the code the way users and AWS do: loose typing of payloads is their business.
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },

  // Layers of the Lambdas: handlers (api) → domain → data and adapters; contracts are shared by all.
  {
    files: ['lambdas/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: AWS_AND_VENDOR_SDKS, message: 'The domain holds rules, not AWS: reach AWS through lambdas/data or lambdas/adapters.' },
            { group: HANDLER_LIBRARIES, message: 'The domain knows no API Gateway or middy: the handler in lambdas/api turns events into domain calls.' },
          ],
        },
      ],
    },
  },
  {
    // Shared with the browser bundle: zod and other contracts, nothing else.
    files: ['lambdas/contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\./|\\.\\./)', message: 'Contracts import only zod and other contracts.' }] }],
    },
  },
  {
    files: ['lambdas/**', 'web/src/**', 'lib/**', 'bin/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./lambdas/domain', ['./lambdas/api', './lambdas/adapters', './lambdas/local'], 'The domain must not import handlers, adapters or the local stack.'),
            zone('./lambdas/data', ['./lambdas/domain', './lambdas/api', './lambdas/adapters', './lambdas/local'], 'The data layer stores and reads: no domain, handler, adapter or local code.'),
            zone('./lambdas/adapters', ['./lambdas/api', './lambdas/data', './lambdas/local'], 'Adapters speak to one outside service: no handlers, data or local code.'),
            zone('./lambdas/shared', ['./lambdas/api', './lambdas/workers', './lambdas/domain', './lambdas/adapters', './lambdas/local'], 'The handler stack imports no handler, worker, domain, adapter or local code (the route table is in lambdas/routing).'),
            // The route and worker tables are declarations every layer may read: they import nothing but each other.
            zone('./lambdas/routing', ['./lambdas', './web'], 'The route and worker tables import only lambdas/routing.', ['./routing']),
            // The route table names the workers its routes start; the worker table never reads the route table. Type
            // imports are invisible to import-x/no-cycle, so this is what keeps the two tables from forming a circle.
            zone('./lambdas/routing/workers.ts', './lambdas/routing/routes.ts', 'The worker table never reads the route table (the route table reads the worker names).'),
            zone('./lambdas/contracts', ['./lambdas', './web'], 'Contracts import only contracts.', ['./contracts']),
            zone('./web/src', './lambdas', 'The web app may import only the contracts of the Lambdas (@contracts).', ['./contracts']),
            // The CDK app reads the Lambdas' declarations (route and worker tables, contracts, key formats, seed, header
            // and metric names); the code that runs in a Lambda it only names as an entry path for bundling.
            zone(
              ['./lib', './bin'],
              ['./lambdas/api', './lambdas/workers', './lambdas/domain', './lambdas/adapters', './lambdas/local', './lambdas/infra'],
              'The CDK app bundles Lambda code by path; it imports only declarations (lambdas/routing, contracts, keys, names).',
            ),
            ...webFeatures.map((feature) =>
              zone(
                `./web/src/features/${feature}`,
                './web/src/features',
                `Features never import each other: move what ${feature} shares to web/src/lib or web/src/components, or compose in web/src/app.`,
                [`./${feature}`],
              ),
            ),
          ],
        },
      ],
    },
  },
);
