#!/usr/bin/env node
// The `spacedock` command: the CLI is built into dist/ (npm run build; `prepare` runs it on npm ci).
// dist/start.cjs runs dist/cli.cjs through V8's code cache (src/cli/start.ts).
require('../dist/start.cjs');
