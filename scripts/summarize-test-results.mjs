// Sums the JSON reports of Vitest and Playwright into the one closing line CI reads:
// "N passed, N failed". A run that executed no test at all counts as a failure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on retry; errors outside any test
    // (a spec that does not load) count as one failure each.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (report.errors?.length ?? 0);
  } else {
    // A test file that fails before any of its tests runs (an error while it is collected) has no failed
    // test to count: it counts as one failure.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    );
    passed += report.numPassedTests;
    failed += report.numFailedTests + brokenFiles.length;
  }
  console.log(`${file}: ${passed} passed so far, ${failed} failed so far`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
