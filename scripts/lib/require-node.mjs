/** Imported first by the project's scripts: a clear message on an unsupported Node, not a crash deep in a dependency. */
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This shop needs Node.js 22.12 or newer (Node 24 LTS recommended); this is Node ${process.versions.node}.\n` +
      'Run it through ./shop (for example `./shop demo`), which fetches Node 24 when the machine has an older one,\n' +
      'or install Node 24 LTS from https://nodejs.org.',
  );
  process.exit(1);
}
