// `npm run vsix`: builds the extension (vsce runs the manifest's `vscode:prepublish`, build.mjs)
// and packs it with @vscode/vsce 3.9 (the last line that runs on Node 20) into
// editors/vscode/spacedock-<version>.vsix, printing the file's path. No dependencies are packed:
// build.mjs bundled them.
import { readFileSync } from 'node:fs';
import { createVSIX } from '@vscode/vsce';

const here = new URL('.', import.meta.url).pathname;
const { name, version } = JSON.parse(readFileSync(`${here}package.json`, 'utf8'));
const packagePath = `${here}${name}-${version}.vsix`;
await createVSIX({ cwd: here, packagePath, dependencies: false, allowMissingRepository: true });
console.log(packagePath);
