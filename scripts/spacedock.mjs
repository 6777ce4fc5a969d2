// `npm run spacedock -- <command>` in a clone: the built CLI, as the published bin runs it
// (bin/spacedock.cjs), built first when src/ changed since the last build.
import { createRequire } from 'node:module';
import { ensureBuilt } from './built.mjs';

ensureBuilt();
createRequire(import.meta.url)('../bin/spacedock.cjs');
