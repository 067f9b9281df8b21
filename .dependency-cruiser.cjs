/*
 * The import rule (docs/ARCHITECTURE.md, "Dependencies"), checked by `npm run lint`:
 * - packages/domain imports nothing of ours and does no I/O;
 * - the server and the web never import each other;
 * - a server module calls other modules' use cases, never their repositories, and modules
 *   form no cycle (.dependency-cruiser-modules.cjs, which looks at the modules alone);
 * - web features do not import each other; screens and routes (app/, screens/) compose them;
 *   shared pieces (lib/, components/, config/) import no feature, screen or route.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain holds pure rules and contracts shared by server and web.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-does-no-io',
      comment: 'packages/domain runs in the browser too: no Node built-ins.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-and-web-apart',
      comment: 'What both need lives in packages/domain.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'repositories-are-private',
      comment: 'Another module is reached through its use cases, never its SQL.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+-repository\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'web-features-apart',
      comment: 'A feature talks to its own server module; screens and routes compose features.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'features-below-screens',
      comment: 'Features never reach up into the screens, routes or app shell that compose them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/(app|screens)/' },
    },
    {
      name: 'screens-apart',
      comment: 'A screen composes features; what two screens share is a feature or a shared piece.',
      severity: 'error',
      from: { path: '^apps/web/src/screens/([^/]+)/' },
      to: { path: '^apps/web/src/screens/', pathNot: '^apps/web/src/screens/$1/' },
    },
    {
      name: 'screens-below-routes',
      comment: 'Routes and the app shell place screens, never the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/screens/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-web-pieces-stand-alone',
      comment: 'lib/, components/ and config/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components|config)/' },
      to: { path: '^apps/web/src/(features|screens|app)/' },
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/',
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
