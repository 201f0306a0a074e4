/**
 * `npm test`: every step in order, stopping at the first that fails, then the time each step took
 * (so a run's phases are measured by the run itself). Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/processes.mjs';

const STEPS = [
  ['lint', ['run', 'lint']],
  ['dead code', ['run', 'deadcode']],
  ['unit (Jest)', ['run', 'test:unit']],
  ['build (and types)', ['run', 'build']],
  ['browser (Playwright)', ['run', 'test:e2e', '--', ...process.argv.slice(2)]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const times = [];
const started = Date.now();
let failed = null;
for (const [name, args] of STEPS) {
  const t0 = Date.now();
  const { status, signal } = spawnSync(npm, args, { cwd: ROOT, stdio: 'inherit' });
  times.push([name, Date.now() - t0]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}
console.info(
  `\nnpm test phases (min:s): ${times.map(([name, ms]) => `${name} ${minutes(ms)}`).join(' · ')} · total ${minutes(Date.now() - started)}`,
);
if (failed) {
  console.error(failed);
  process.exit(1);
}
