// Sums the JSON reports of Vitest and Playwright into the one closing line CI reads:
// "N passed, N failed". A run that executed no test at all counts as a failure.
// Each failed test is named above that line, with the first line of its error, and so is each test
// that passed only on its retry: CI's readers often see only the end of the log, and a count alone
// cannot be acted on.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const failures = [];
const flaky = [];

/** The first non-empty line of an error text, short enough for one log line. */
function firstLine(text = '') {
  const line = text.split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 240);
}

/** Playwright nests suites by file and describe; each test's last result says how it ended. */
function playwrightFailures(suites, report, trail = []) {
  for (const suite of suites ?? []) {
    const names = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(
          `${report}: ${[...names, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    playwrightFailures(suite.suites, report, names);
  }
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on retry; errors outside any test
    // (a spec that does not load) count as one failure each.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (report.errors?.length ?? 0);
    playwrightFailures(report.suites, file);
    for (const error of report.errors ?? []) failures.push(`${file}: outside any test: ${firstLine(error.message)}`);
  } else {
    // A test file that fails before any of its tests runs (an error while it is collected) has no failed
    // test to count: it counts as one failure.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    );
    passed += report.numPassedTests;
    failed += report.numFailedTests + brokenFiles.length;
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name);
      for (const test of result.assertionResults) {
        // A test that passed with failure messages passed on a retry (CI retries the PostgreSQL stage once).
        const list = test.status === 'failed' ? failures : test.failureMessages?.length ? flaky : undefined;
        list?.push(`${file}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
      if (brokenFiles.includes(result)) failures.push(`${file}: ${where} did not load: ${firstLine(result.message)}`);
    }
  }
  console.log(`${file}: ${passed} passed so far, ${failed} failed so far`);
}
for (const test of flaky) console.log(`PASSED ON RETRY ${test}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
