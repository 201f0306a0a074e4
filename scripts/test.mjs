/**
 * `npm test`: every step in order, stopping at the first that fails, then the time each step took
 * (so a run's phases are measured by the run itself). Extra arguments go to Playwright.
 *
 * The static checks (ESLint, Prettier, knip, the type check) each use one core and read the same files:
 * they run side by side as one step, their output printed whole, one check after another, when all have ended.
 */
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './lib/processes.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const STEPS = [
  [
    'static checks (ESLint · Prettier · knip · types)',
    [
      [npx, ['eslint', '.']],
      [npx, ['prettier', '--check', '.']],
      [npm, ['run', 'deadcode']],
      [npm, ['run', 'typecheck']],
    ],
  ],
  ['unit (Jest)', [[npm, ['run', 'test:unit']]]],
  // The types were checked above: the build does not check them again (next.config.ts).
  ['build', [[npm, ['run', 'build']]], { TYPES_CHECKED: '1' }],
  ['browser (Playwright)', [[npm, ['run', 'test:e2e', '--', ...process.argv.slice(2)]]]],
];

/** One command with its output shown as it comes; its failure, or null. */
function runShown([command, args], env) {
  const { status, signal } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return status === 0 ? null : `${[command, ...args].join(' ')}: ${signal ?? `exit ${status}`}`;
}

/** Several commands at once, each one's output kept and printed whole when all have ended; the failures. */
async function runSideBySide(commands) {
  const runs = commands.map(
    ([command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => resolve({ command, args, output, failure: String(error) }));
        child.on('close', (status, signal) =>
          resolve({ command, args, output, failure: status === 0 ? null : (signal ?? `exit ${status}`) }),
        );
      }),
  );
  const failures = [];
  for (const { command, args, output, failure } of await Promise.all(runs)) {
    const line = [command, ...args].join(' ');
    process.stdout.write(`\n> ${line}\n${Buffer.concat(output).toString()}`);
    if (failure) failures.push(`${line}: ${failure}`);
  }
  return failures;
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const times = [];
const started = Date.now();
let failed = null;
for (const [name, commands, env = {}] of STEPS) {
  const t0 = Date.now();
  const failures = commands.length === 1 ? [runShown(commands[0], env)].filter(Boolean) : await runSideBySide(commands);
  times.push([name, Date.now() - t0]);
  if (failures.length > 0) {
    failed = `${name} failed: ${failures.join('; ')}`;
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
