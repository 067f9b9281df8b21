#!/usr/bin/env node
// The server's layout in four figures, from its imports as dependency-cruiser reads them (tests and
// test helpers left out): files, import edges, import cycles (groups of files that reach each other,
// each named, lazy `import()` edges told apart), and imports that run up the layers below.
// Usage: node scripts/server-layout.mjs [--json] [--check]
// --check (npm run lint): exits 1 when any import cycle or upward import is found.
import { execFileSync } from 'node:child_process';

const ROOT = 'apps/server/src/';

/**
 * The server's layers, lowest first (docs/ARCHITECTURE.md, "Dependencies"): a file may import its
 * own layer and those below it; an import into a higher layer is counted as running up. A file is
 * in the layer of its longest matching prefix. `db/seed/` seeds through the modules' own use cases,
 * so it stands above them; a `*-command.ts` file starts a process of its own (an npm script), as
 * server.ts does, so it stands at the top wherever its folder is. A file name pattern (`*…`) outranks
 * every folder.
 */
const LAYERS = [
  // Data files (our JSON) import nothing: whoever reads them imports down.
  ['paths.ts', 'lib/', '*.json'],
  ['config.ts'],
  ['db/'],
  ['http/'],
  ['integrations/'],
  ['modules/'],
  ['db/seed/'],
  ['plugins/', 'sandbox/'],
  ['app.ts'],
  ['server.ts', '*-command.ts'],
];

const matches = (path, prefix) =>
  prefix.startsWith('*') ? path.endsWith(prefix.slice(1)) : path === prefix || path.startsWith(prefix);

const layerOf = (file) => {
  const path = file.slice(ROOT.length);
  let best = { layer: -1, length: -1 };
  LAYERS.forEach((prefixes, layer) => {
    for (const prefix of prefixes) {
      const length = prefix.startsWith('*') ? Number.POSITIVE_INFINITY : prefix.length;
      if (matches(path, prefix) && length > best.length) best = { layer, length };
    }
  });
  if (best.layer < 0) throw new Error(`${file} is in no layer: add its folder to LAYERS`);
  return best.layer;
};

function readImports() {
  const output = execFileSync(
    'npx',
    [
      'depcruise',
      ROOT,
      '--no-config',
      '--include-only',
      `^${ROOT}`,
      '--exclude',
      '(\\.test\\.ts$|/test/)',
      '--ts-pre-compilation-deps',
      '--ts-config',
      'tsconfig.base.json',
      '--output-type',
      'json',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = JSON.parse(output).modules.filter((module) => module.source.startsWith(ROOT));
  const edges = files.flatMap((module) =>
    module.dependencies
      .filter((dependency) => dependency.resolved.startsWith(ROOT))
      .map((dependency) => ({ from: module.source, to: dependency.resolved, lazy: dependency.dynamic })),
  );
  return { files: files.map((module) => module.source), edges };
}

/** Tarjan's strongly connected components: every group of two or more files that import each other round. */
function cycles(files, edges) {
  const next = new Map(files.map((file) => [file, []]));
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return groups.map((group) => {
    const inside = edges.filter((edge) => group.includes(edge.from) && group.includes(edge.to));
    return { files: group, lazyEdges: inside.filter((edge) => edge.lazy) };
  });
}

const { files, edges } = readImports();
const figures = {
  files: files.length,
  importEdges: edges.length,
  cycles: cycles(files, edges),
  upwardImports: edges.filter((edge) => layerOf(edge.to) > layerOf(edge.from)),
};

const short = (file) => file.slice(ROOT.length);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  console.log(`files ${figures.files}, import edges ${figures.importEdges}`);
  console.log(`import cycles ${figures.cycles.length}`);
  for (const cycle of figures.cycles) {
    const lazy = cycle.lazyEdges.map((edge) => `${short(edge.from)} -> ${short(edge.to)}`);
    console.log(`  ${cycle.files.map(short).join(', ')}${lazy.length ? ` (lazy: ${lazy.join('; ')})` : ''}`);
  }
  console.log(`imports up a layer ${figures.upwardImports.length}`);
  for (const edge of figures.upwardImports) console.log(`  ${short(edge.from)} -> ${short(edge.to)}`);
}

if (process.argv.includes('--check') && (figures.cycles.length > 0 || figures.upwardImports.length > 0)) {
  console.error('the server has an import cycle or an import up a layer (above); docs/ARCHITECTURE.md, "Dependencies"');
  process.exit(1);
}
