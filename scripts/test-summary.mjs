// Prints one closing line, "N passed, N failed, N skipped", from the JSON reports of vitest and Playwright.
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = 'test-results/vitest.json';
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
const playwright = 'test-results/playwright.json';
if (existsSync(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
