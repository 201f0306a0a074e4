import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storefrontSettings } from '@/lib/config';

const ROOT = path.join(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's instructions (continued lines joined, comments dropped), by stage; global ARGs first. */
function readDockerfile(text: string): { args: Instruction[]; stages: Stage[] } {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [from = '', , name] = instruction.args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else (stages.at(-1)?.instructions ?? args).push(instruction);
  }
  return { args, stages };
}

const dockerfile = readDockerfile(read('Dockerfile'));
const stage = (name: string) => dockerfile.stages.find((s) => s.name === name) ?? fail(`no stage ${name}`);
const final = dockerfile.stages.at(-1) ?? fail('no stage');

function fail(why: string): never {
  throw new Error(why);
}

const all = (s: Stage, keyword: string) => s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
const last = (s: Stage, keyword: string) => all(s, keyword).at(-1) ?? fail(`${s.name ?? 'a stage'} has no ${keyword}`);

/** `ENV A=1 B=2` lines of a stage as one map (values without spaces, as this Dockerfile writes them). */
function envOf(s: Stage): Record<string, string> {
  return Object.fromEntries(all(s, 'ENV').flatMap((line) => line.split(/\s+/).map((pair) => pair.split('=', 2) as [string, string])));
}

/** A stage's working directory, inherited from the stage it is built on. */
function workdirOf(s: Stage): string {
  const own = all(s, 'WORKDIR').at(-1);
  if (own) return own;
  const parent = dockerfile.stages.find((other) => other.name === s.from);
  return parent ? workdirOf(parent) : '/';
}

/** The exec form of CMD: a JSON list. */
const command = (s: Stage) => JSON.parse(last(s, 'CMD')) as string[];

describe('Dockerfile', () => {
  it('builds on the Node of .nvmrc, the version scripts/supported-node.sh fetches', () => {
    const nvmrc = read('.nvmrc').trim();
    expect(read('scripts/supported-node.sh')).toContain(`NODE_RUNTIME_VERSION="\${NODE_RUNTIME_VERSION:-${nvmrc}}"`);
    expect(dockerfile.args.map((a) => a.args)).toContain(`NODE_VERSION=${nvmrc}`);
    const nodeImages = dockerfile.stages.map((s) => s.from).filter((from) => from.startsWith('node:'));
    expect(nodeImages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nodeImages)).toEqual(new Set(['node:${NODE_VERSION}-bookworm-slim']));
  });

  it('installs with npm ci and builds with npm run build, which makes the standalone folder', () => {
    expect(all(stage('deps'), 'RUN').at(-1)).toBe('npm ci');
    expect(stage('build').from).toBe('deps');
    expect(all(stage('build'), 'RUN')).toEqual(['npm run build']);
    expect(scripts.postbuild).toBe('node scripts/standalone.mjs');
  });

  it('passes every setting read at build time to next build as a build argument', () => {
    const buildTime = Object.entries(storefrontSettings.shape)
      .filter(([, setting]) => setting.meta()?.buildTime === true)
      .map(([name]) => name);
    expect(all(stage('build'), 'ARG').map((a) => a.split('=')[0])).toEqual(buildTime);
    for (const name of buildTime) expect(envOf(stage('build'))[name]).toBe(`\${${name}}`);
  });

  it('ends with the storefront: the standalone server of `npm run start:host`, non-root, on 0.0.0.0', () => {
    expect(final.name).toBe('storefront');
    const user = last(final, 'USER');
    expect(['root', '0', 'root:root', '0:0']).not.toContain(user);
    const order = final.instructions.map((i) => i.keyword);
    expect(order.lastIndexOf('USER')).toBeLessThan(order.lastIndexOf('CMD'));
    expect(envOf(final)).toMatchObject({ HOSTNAME: '0.0.0.0', NODE_ENV: 'production', PORT: '3000' });

    // The folder the image runs from is the build's .next/standalone, so `node server.js` there is start:host.
    const [, from, source, destination] = /^--from=(\S+) (?:--chown=\S+ )?(\S+) (\S+)$/.exec(last(final, 'COPY')) ?? fail('COPY');
    expect(from).toBe('build');
    expect(path.posix.resolve(workdirOf(final), destination ?? '')).toBe(workdirOf(final));
    const [node, server] = command(final);
    const ran = path.posix.relative(workdirOf(stage('build')), path.posix.join(source ?? '', server ?? ''));
    expect(`${node} ${ran}`).toBe(scripts['start:host']);
    expect(last(final, 'COPY')).toMatch(/--chown=node:node/);
  });

  it('has a customer-api stage that runs `npm run api` as a non-root user, reachable from other containers', () => {
    const api = stage('customer-api');
    expect(['root', '0']).not.toContain(last(api, 'USER'));
    expect(command(api)).toEqual(['node', '--import', 'tsx', scripts.api?.replace(/^tsx /, '')]);
    expect(envOf(api)).toMatchObject({ API_HOST: '0.0.0.0', NODE_ENV: 'production' });
  });

  it('sends no settings file, installed modules or local data to the build', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['.env*', 'node_modules', '.next', 'data', '.git']));
    expect(ignored.some((line) => line.startsWith('!'))).toBe(false);
  });
});
