// The linter `npm test` runs. Its main job is the architecture: each room of the repository may import only the rooms
// below it, and a violation fails the build. docs/architecture.md draws the rooms; this file is their law.
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/** The rooms, most specific first: a file belongs to the first pattern it matches. */
const elements = [
  // Pure rules shared by browser and server: depends on nothing of ours.
  { type: 'engine-core', pattern: 'engine/core' },
  // The React rendering engine: generic, browser only.
  { type: 'engine-react', pattern: 'engine/react' },
  // The screen registry: every feature's screens, for the router and the config validator.
  { type: 'screens-registry', pattern: 'screens/registry' },
  // Modules several screens share.
  { type: 'screens-shared', pattern: 'screens/shared' },
  // One feature's screens: a folder under screens/.
  { type: 'screen', pattern: 'screens/*', capture: ['feature'] },
  // The browser's app shell: router, layouts, session, step-up.
  { type: 'web', pattern: 'src/web' },
  // The typed manifests (config/ loaded and checked), shared by browser and server.
  { type: 'manifests', pattern: 'src/manifests' },
  // Demo data only: production code never imports it (the demo server start in main.ts says why it may).
  { type: 'seed', pattern: 'src/server/seed' },
  // Business rules over the database: no HTTP, no plugins, no step-up, no seed.
  { type: 'domain', pattern: 'src/server/domain' },
  // The HTTP layer: routes, plugins, request helpers, step-up, partner and chat pages.
  { type: 'server-http', pattern: 'src/server/(routes|plugins|http|stepup|partner|chat)' },
  // The rest of the server: database, sessions and sign-in, statements, the clock, the error shape.
  { type: 'server', pattern: 'src/server' },
  { type: 'config', pattern: 'config' },
  { type: 'schemas', pattern: 'schemas' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'tests', pattern: 'tests' },
];

const shared = ['engine-core', 'manifests', 'config', 'schemas'];
const browser = ['engine-react', 'screens-registry', 'screens-shared', 'screen', 'web'];
const sameFeature = { feature: '{{ from.element.captured.feature }}' };

const policies = [
  { from: { element: { type: 'engine-core' } }, allow: { to: { element: { type: 'engine-core' } } } },
  { from: { element: { type: 'manifests' } }, allow: { to: { element: { types: { anyOf: shared } } } } },
  { from: { element: { type: 'engine-react' } }, allow: { to: { element: { types: { anyOf: [...shared, 'engine-react'] } } } } },
  { from: { element: { type: 'screens-shared' } }, allow: { to: { element: { types: { anyOf: [...shared, 'engine-react', 'screens-shared'] } } } } },
  // A screen reaches another feature only through screens/shared, and never the app shell that routes to it.
  { from: { element: { type: 'screen' } }, allow: { to: { element: { types: { anyOf: [...shared, 'engine-react', 'screens-shared'] } } } } },
  { from: { element: { type: 'screen' } }, allow: { to: { element: { type: 'screen', captured: sameFeature } } } },
  { from: { element: { type: 'screens-registry' } }, allow: { to: { element: { types: { anyOf: [...shared, 'engine-react', 'screen'] } } } } },
  { from: { element: { type: 'web' } }, allow: { to: { element: { types: { anyOf: [...shared, ...browser] } } } } },
  // The server never imports browser code; the domain never imports the seed or the HTTP layer.
  { from: { element: { type: 'domain' } }, allow: { to: { element: { types: { anyOf: [...shared, 'domain', 'server'] } } } } },
  { from: { element: { types: { anyOf: ['server', 'server-http'] } } }, allow: { to: { element: { types: { anyOf: [...shared, 'domain', 'server', 'server-http'] } } } } },
  { from: { element: { type: 'seed' } }, allow: { to: { element: { types: { anyOf: [...shared, 'domain', 'server', 'seed'] } } } } },
  // Scripts and tests may reach anything.
  { from: { element: { types: { anyOf: ['scripts', 'tests'] } } }, allow: { to: { element: { type: '*' } } } },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'coverage/**', '**/*.gen.ts', 'engine/core/generated/**', 'engine/react/forms/generated/**', 'src/web/public/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      'boundaries/include': ['engine/**', 'screens/**', 'src/**', 'config/**', 'schemas/**', 'scripts/**', 'tests/**'],
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies }],
      'boundaries/no-unknown-dependencies': 2,
    },
  },
  {
    // The domain and core never reach for the HTTP framework.
    files: ['src/server/domain/**/*.ts', 'engine/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [2, {
        paths: [{ name: 'fastify', message: 'Business rules take plain values, not an HTTP request.' }],
        patterns: [{ group: ['@fastify/*', '**/fastify-context', '**/server/app', '../app'], message: 'Business rules take plain values, not an HTTP request.' }],
      }],
    },
  },
);
