// AlgoREval's one-step launcher, run as `node -e <this file> /app/main.js [arguments]`.
// It checks main.js's syntax with the very function `node --check` and node's loader use (CommonJS,
// or an ES module where only that parses), says so with the first bytes on stderr before any of
// the program's code runs (so the program cannot fake or hide it), then runs main.js as
// `node /app/main.js [arguments]` would: node's own runMain, so require.main === module holds.
(function algorevalLaunch() {
  'use strict';
  const fs = require('fs');
  const runMain = require('module').runMain;
  const file = process.argv[1];
  const start = process.hrtime.bigint();
  const stackTraceLimit = Error.stackTraceLimit;
  // A syntax error escapes uncaught: node prints it with its place in main.js, and no frames of ours.
  Error.stackTraceLimit = 0;
  process.binding('contextify').compileFunctionForCJSLoader(fs.readFileSync(file, 'utf-8'), file, false, true);
  Error.stackTraceLimit = stackTraceLimit;
  fs.writeSync(2, '[algoreval] syntax ok in ' + (process.hrtime.bigint() - start) + ' ns\n');
  // What -e adds and `node main.js` does not have.
  for (const name of ['module', 'exports', 'require', '__filename', '__dirname']) {
    delete globalThis[name];
  }
  delete process._eval;
  const eval_ = process.execArgv.indexOf('-e');
  if (eval_ >= 0) {
    process.execArgv.splice(eval_, 2);
  }
  runMain();
})();
