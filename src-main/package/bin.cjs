#!/usr/bin/env node
// The `inkpost` command of the npm package (scripts/pack.ts puts it at bin/inkpost.cjs). Plain
// CommonJS in the oldest syntax on purpose: any Node parses this file, so a Node older than the
// package supports gets one line naming the minimum (the package.json's engines, which the pack
// computes: the highest of the dependencies' minimums and OWN_NODE_FLOOR, scripts/pack-manifest.ts)
// and exit 1, instead of a syntax error or a native crash in a dependency (better-sqlite3's binary
// crashes Node 22.0-22.13; the bundled undici 8 declares 22.19). Only then is the command itself (dist/cli.js,
// an ES module) loaded.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (above) */
var path = require('path');
var url = require('url');

var engines = require(path.join(__dirname, '..', 'package.json')).engines.node; // ">=22.19.0"
var minimum = engines.replace(/^>=\s*/, '');

function parts(version) {
  return version.replace(/^v/, '').split('.').map(function (n) { return parseInt(n, 10) || 0; });
}

function older(found, wanted) {
  var a = parts(found);
  var b = parts(wanted);
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

if (older(process.versions.node, minimum)) {
  process.stderr.write('inkpost needs Node.js ' + minimum + ' or newer; this is Node.js ' + process.versions.node + ' (' + process.execPath + ').\n');
  process.exit(1);
}

// `import()` is itself new syntax: built from a string, it is parsed only on a Node that passed the check.
var load = new Function('specifier', 'return import(specifier)');
load(url.pathToFileURL(path.join(__dirname, '..', 'dist', 'cli.js')).href).then(function (cli) {
  return cli.main(process.argv.slice(2));
}).catch(function (error) {
  process.stderr.write('inkpost: ' + (error && error.stack ? error.stack : error) + '\n');
  process.exit(1);
});
