#!/usr/bin/env node
// The `spacedock` command: the CLI is built into dist/ (npm run build; `prepare` runs it on npm ci).
import "../dist/cli.js";
