// Preloaded (`node --require`) into the runs of the workers bench (bench/workers.ts): at exit it
// writes on standard error the CPU time the whole process used, every thread of it (Node's
// `process.cpuUsage()` is the process's). Worker threads inherit the preload; only the main
// thread reports.
'use strict';
if (require('node:worker_threads').isMainThread) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    process.stderr.write(`\nspacedock-bench-cpu-us ${user + system}\n`);
  });
}
