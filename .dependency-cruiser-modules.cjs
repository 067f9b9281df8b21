/*
 * Server modules depend on each other one way (docs/ARCHITECTURE.md, "Dependencies"). A cycle
 * between two modules' folders counts even when no single file takes part in it, so this
 * looks at the modules alone (no db/, http/ or tests, which every module uses), by folder.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/server/src/modules/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
