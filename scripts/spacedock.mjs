// `npm run spacedock -- <command>` in a clone: the built CLI (dist/cli.js, as the published bin
// runs it), built first when src/ changed since the last build.
import { ensureBuilt } from './built.mjs';

ensureBuilt();
await import('../dist/cli.js');
