// SPDX-License-Identifier: MIT
// Hint latency of the WebAssembly engine through its JS API (docs/web.md),
// in Node and in headless Chromium (the page, loaded from file://), and the
// size of the wasm. Not a test: prints figures.
//
//   node bench/web-latency.mjs [BOARD] [--build build-web] [--reps 20] [--no-browser]
//
// BOARD defaults to fixtures/gen-11-unique.txt (11x11). Each rep is one
// qh.hint(board, position) call, JSON parsing included, at every position
// along the board's trace (the empty board, then after each step), so the
// median covers early and late hints alike.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const buildDir = path.resolve(root, option('--build', 'build-web'));
const reps = parseInt(option('--reps', '20'), 10);
const noBrowser = args.includes('--no-browser');
const boardPath = path.resolve(root, args.find((a) => !a.startsWith('--')) || 'fixtures/gen-11-unique.txt');
const boardText = readFileSync(boardPath, 'utf8');

// Runs in Node and, as source text, in the page: the median of `reps` hint
// calls at each position of the trace, in microseconds.
function measure(qh, text, repsEach) {
  const trace = qh.trace(text);
  const n = trace.board.n;
  const grid = Array.from({ length: n }, () => new Array(n).fill('.'));
  const positions = [grid.map((r) => r.join('')).join('\n') + '\n'];
  for (const step of trace.steps) {
    for (const [r, c] of step.eliminated) grid[r][c] = 'x';
    for (const [r, c] of step.placed) grid[r][c] = 'Q';
    positions.push(grid.map((r) => r.join('')).join('\n') + '\n');
  }
  positions.pop(); // the solved board needs no hint
  for (const p of positions) qh.hint(text, p); // warm-up
  // Batches of 20 calls, timed together (browsers coarsen performance.now(),
  // Chromium to 100 µs without cross-origin isolation, above one call), and
  // `repsEach` batches per position; the figures are over all batch means, so
  // a rare pause of the garbage collector moves the max, not the median.
  const batch = 20;
  const times = [];
  for (let k = 0; k < repsEach; k++)
    for (const p of positions) {
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) qh.hint(text, p);
      times.push(((performance.now() - t0) * 1000) / batch);
    }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { calls: times.length * batch, positions: positions.length, median: at(0.5), p90: at(0.9), max: times[times.length - 1] };
}

function report(where, r) {
  console.log(`${where}: hint median ${r.median.toFixed(1)} µs, p90 ${r.p90.toFixed(1)} µs, max ${r.max.toFixed(0)} µs ` +
    `(means of batches of 20 calls; ${r.calls} calls over ${r.positions} positions)`);
}

const js = readFileSync(path.join(buildDir, 'queens-hint.js'));
const mjs = readFileSync(path.join(buildDir, 'queens-hint.mjs'));
// The wasm is inlined as base64: decode it to give the wasm's own size.
const b64 = /base64,([A-Za-z0-9+/=]+)/.exec(js.toString('latin1'));
const wasm = b64 ? Buffer.from(b64[1], 'base64') : null;
console.log(`board: ${path.relative(root, boardPath)}`);
if (wasm) console.log(`wasm: ${(wasm.length / 1024).toFixed(0)} kB raw, ${(gzipSync(wasm, { level: 9 }).length / 1024).toFixed(0)} kB gzipped`);
console.log(`queens-hint.js (wasm inlined): ${(js.length / 1024).toFixed(0)} kB raw, ${(gzipSync(js, { level: 9 }).length / 1024).toFixed(0)} kB gzipped; queens-hint.mjs ${(mjs.length / 1024).toFixed(0)} kB`);

const { default: createQueensHint } = await import(pathToFileURL(path.join(buildDir, 'queens-hint.mjs')).href);
report('node ' + process.version, measure(await createQueensHint(), boardText, reps));

if (!noBrowser) {
  const require = createRequire(path.join(root, 'tests/web/package.json'));
  const { default: puppeteer } = await import(pathToFileURL(require.resolve('puppeteer-core')).href);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'qh-bench-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.QH_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(path.join(buildDir, 'index.html')).href);
    await page.waitForSelector('body[data-ready="true"]');
    const version = await browser.version();
    const r = await page.evaluate(async (src, text, n) => {
      const qh = await createQueensHint();
      return new Function('return ' + src)()(qh, text, n);
    }, measure.toString(), boardText, reps);
    report(version, r);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
