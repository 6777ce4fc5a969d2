import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The shipyard page: a static site built from this repository's sources (the library's browser-safe
 * entry points, imported from ../src), into site/dist. `base: './'` makes every asset path
 * relative, so the build works from any folder of any static host, or from a local server.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One small page: no source maps in the published build, and no inlined assets over 4 kB.
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // CodeMirror in one chunk, as before the editors' completion (a chunk of its own, loaded on
            // an editor's first focus) shared it: split by who loads them, its modules cost 1 kB more.
            { name: 'editor', test: /[\\/]node_modules[\\/](?!@codemirror[\\/]autocomplete)(@codemirror|@lezer|style-mod|w3c-keyname|crelt)[\\/]/ },
            // Small leaf modules shared by several views in one chunk rather than seven of under 500
            // bytes each (0.8 kB less at gzip level 6 over the four views).
            { name: 'leaves', test: /[\\/](site[\\/]src[\\/](dom|positions|notes-list|files-key)|src[\\/]text[\\/](closest|table-cells)|src[\\/]rules[\\/]freeze|src[\\/]design[\\/]document-parts)\.ts$/ },
          ],
        },
      },
    },
  },
  // The page's workers (the volley lab's simulation-worker.ts, the Duel view's duel-worker.ts, ...) are ES module files of their own.
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
