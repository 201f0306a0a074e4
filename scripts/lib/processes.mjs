import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Repository root (scripts/lib/..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A project binary from node_modules/.bin, so no `npx` lookup or network is involved. */
export function bin(name) {
  const path = join(ROOT, 'node_modules', '.bin', name);
  if (!existsSync(path)) throw new Error(`${name} is not installed: run \`npm install\` first`);
  return path;
}

const COLOURS = { api: 36, web: 35, build: 33, bench: 32 };

function prefixLines(stream, label, out) {
  const colour = process.stdout.isTTY ? COLOURS[label] : undefined;
  const tag = colour ? `\x1b[${colour}m[${label}]\x1b[0m ` : `[${label}] `;
  createInterface({ input: stream }).on('line', (line) => out.write(`${tag}${line}\n`));
}

/**
 * Starts a child in its own process group (so stopping it also stops whatever it forked) and prefixes
 * its output with a label. `quiet` drops stdout (stderr is always shown); `logFile` sends both there.
 */
export function start(label, command, args, { env = {}, quiet = false, logFile } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    prefixLines(child.stdout, label, log);
    prefixLines(child.stderr, label, log);
  } else {
    if (!quiet) prefixLines(child.stdout, label, process.stdout);
    else child.stdout.resume();
    prefixLines(child.stderr, label, process.stderr);
  }
  const exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => resolveExit({ code, signal }));
    child.on('error', (error) => resolveExit({ code: 1, signal: null, error }));
  });
  return { label, child, exited, running: () => child.exitCode === null && child.signalCode === null };
}

/** Runs a command to completion; rejects when it exits non-zero. */
export async function runToEnd(label, command, args, options) {
  const proc = start(label, command, args, options);
  const { code, signal, error } = await proc.exited;
  if (error) throw error;
  if (code !== 0) throw new Error(`${label} failed (${signal ?? `exit code ${code}`})`);
}

function signalGroup(proc, signal) {
  if (!proc.running()) return;
  try {
    if (process.platform !== 'win32') process.kill(-proc.child.pid, signal);
    else proc.child.kill(signal);
  } catch {
    // Already gone.
  }
}

/** Stops children: SIGTERM to each process group, SIGKILL after `graceMs`. */
export async function stopAll(procs, graceMs = 5000) {
  const live = procs.filter((p) => p.running());
  for (const p of live) signalGroup(p, 'SIGTERM');
  const timer = setTimeout(() => live.forEach((p) => signalGroup(p, 'SIGKILL')), graceMs);
  await Promise.all(live.map((p) => p.exited));
  clearTimeout(timer);
}

/** Polls a URL until it answers 2xx/3xx; fails early when `proc` exits first. */
export async function waitForHttp(url, { timeoutMs = 120_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && !proc.running()) throw new Error(`${proc.label} exited before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (res.status < 400) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Fails with a clear message when something already listens on the port. */
export function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolvePort, reject) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} is already in use: stop that program or choose another port`));
    });
    socket.once('error', () => resolvePort());
  });
}

/** A positive integer from the environment, else the default. */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

/** True when .next holds a production build. */
export function hasProductionBuild() {
  return existsSync(join(ROOT, '.next', 'BUILD_ID'));
}
