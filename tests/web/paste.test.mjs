// SPDX-License-Identifier: MIT
// A puzzle from a screenshot in a real browser (web/paste.js, web/reader/):
// Debian's headless chromium, driven by puppeteer-core. Pastes, drops and
// picks rendered screenshots (fixtures/screenshots/), checks that the page
// reads exactly what `queens-hint import --json` reads, that cells it cannot
// read are ringed until tapped, that a broken file is refused in one line,
// and plays a pasted screenshot to "Solved!" with hints only, no typing.
// Skips when the reader module is not built (scripts/build-web.sh --reader).
//
//   QH_WEB_BUILD=build-web QH_CLI=build/queens-hint node --test tests/web/paste.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deliverImage, launchChromium } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(root, process.env.QH_WEB_BUILD || 'build-web');
const cli = path.resolve(root, process.env.QH_CLI || 'build/queens-hint');
const shots = path.join(buildDir, 'screenshots');
const pageUrl = pathToFileURL(path.join(buildDir, 'index.html')).href;
const readerBuilt = existsSync(path.join(buildDir, 'queens-hint-reader.js'));
const skip = readerBuilt ? false : 'the screenshot reader is not built (scripts/build-web.sh --reader)';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'qh-paste-test-'));
let browser;

before(async () => {
  if (!readerBuilt) return;
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium(scratch);
});

after(async () => {
  if (browser) await browser.close();
  rmSync(scratch, { recursive: true, force: true });
});

// The CLI's reading of a fixture, without its `source` (a path there, the
// file's name in the page).
function cliImport(fixture) {
  const r = spawnSync(cli, ['import', fixture, '--json'], { cwd: root, encoding: 'utf8' });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  delete doc.source;
  return doc;
}

async function openPage(viewport) {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const requests = [];
  page.on('request', (req) => requests.push(req.url()));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.requests = requests;
  page.errors = errors;
  await page.goto(pageUrl);
  await page.waitForSelector('body[data-ready="true"]');
  // "How to play", shown on a first visit, closed as a player would.
  if (await page.$eval('#howto', (e) => e.open)) await page.click('#howto-close');
  return page;
}

function deliver(page, how, fixture, type) {
  return deliverImage(page, how, path.basename(fixture), readFileSync(path.join(root, fixture)), type);
}

// What the board shows: region letters (from the cells' labels) and marks.
async function shown(page) {
  return page.$$eval('#play-board .qh-cell', (els) => {
    const n = Math.round(Math.sqrt(els.length));
    const regions = Array.from({ length: n }, () => new Array(n).fill('?'));
    const marks = Array.from({ length: n }, () => new Array(n).fill('.'));
    for (const e of els) {
      const m = e.querySelector('.qh-mark').textContent;
      marks[+e.dataset.r][+e.dataset.c] = m === '\u00d7' ? 'x' : m ? 'Q' : '.';
      regions[+e.dataset.r][+e.dataset.c] = / region (\w),/.exec(e.getAttribute('aria-label'))[1];
    }
    return { regions: regions.map((r) => r.join('')), marks: marks.map((r) => r.join('')) };
  });
}

async function ringed(page) {
  return page.$$eval('#play-board .qh-cell.qh-unsure', (els) => els.map((e) => [+e.dataset.r, +e.dataset.c]));
}

// The reading equals the CLI's, and the board shows it.
async function checkReading(page, detail, fixture) {
  assert.equal(detail.error, undefined, detail.error);
  const doc = detail.doc;
  assert.equal(doc.source, path.basename(fixture));
  delete doc.source;
  assert.deepEqual(doc, cliImport(fixture), fixture + ': the page reads what the CLI reads');
  const board = await shown(page);
  assert.deepEqual(board.regions, doc.board.regions);
  const n = doc.board.n;
  const position = doc.position ? doc.position.map((row) => row.replace(/\?/g, '.')) : new Array(n).fill('.'.repeat(n));
  assert.deepEqual(board.marks, position);
  assert.deepEqual(await ringed(page), doc.unsure);
  assert.ok(detail.ms.board > 0 && detail.ms.read > 0);
  return doc;
}

test('a pasted LinkedIn screenshot is read as the CLI reads it, then solved with hints alone', { skip }, async () => {
  const page = await openPage({ width: 1280, height: 900 });
  // The reader is loaded with the first screenshot, not with the page.
  assert.ok(!page.requests.some((u) => u.endsWith('queens-hint-reader.js')), 'reader not loaded up front');
  const fixture = 'fixtures/screenshots/linkedin-spec-7x7.png';
  const detail = await deliver(page, 'paste', fixture, 'image/png');
  const doc = await checkReading(page, detail, fixture);
  assert.ok(page.requests.some((u) => u.endsWith('queens-hint-reader.js')));
  assert.equal(doc.marks.queens.length, 1);
  assert.match(await page.$eval('#paste-status', (e) => e.textContent), /^Read a 7×7 board in \d+ ms with 1 queen and 5 crosses\.$/);
  await page.screenshot({ path: path.join(shots, 'desktop-pasted.png') });

  // A new player: Hint until the move is shown, Apply, again, to the end.
  const n = doc.board.n;
  for (let moves = 0; moves < n * n; moves++) {
    if (/^Solved/.test(await page.$eval('#status', (e) => e.textContent))) break;
    for (let rung = 0; rung < 4 && (await page.$eval('#apply-btn', (e) => e.hidden)); rung++) await page.click('#hint-btn');
    assert.ok(!(await page.$eval('#apply-btn', (e) => e.hidden)), 'the hint ladder ends in a move: ' +
      (await page.$eval('#hint-text', (e) => e.textContent)));
    await page.click('#apply-btn');
  }
  assert.match(await page.$eval('#status', (e) => e.textContent), /^Solved/);
  const solution = (await shown(page)).marks;
  assert.equal(solution.join('').replace(/[^Q]/g, '').length, n);
  await page.screenshot({ path: path.join(shots, 'desktop-pasted-solved.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('dropped screenshots (PNG and JPEG) are read as the CLI reads them', { skip }, async () => {
  const page = await openPage({ width: 1280, height: 900 });
  for (const [fixture, type] of [['fixtures/screenshots/tight-crop-gen-08.png', 'image/png'],
    ['fixtures/screenshots/hover-gen-08.jpg', 'image/jpeg'], ['fixtures/screenshots/dark-gen-09.jpg', 'image/jpeg']]) {
    const detail = await deliver(page, 'drop', fixture, type);
    await checkReading(page, detail, fixture);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone: the file picker; cells not read for sure are ringed until tapped or kept', { skip }, async () => {
  const page = await openPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
  const fixture = 'fixtures/screenshots/small-cells-gen-11.png';
  const done = page.evaluate(() => new Promise((resolve) =>
    document.addEventListener('qh-screenshot', (e) => resolve(JSON.parse(JSON.stringify(e.detail))), { once: true })));
  const input = await page.$('#shot-file');
  await input.uploadFile(path.join(root, fixture));
  const doc = await checkReading(page, await done, fixture);
  assert.ok(doc.unsure.length >= 2, 'this fixture has cells too small to read');
  assert.match(await page.$eval('#paste-status', (e) => e.textContent), /could not be read for sure \(ringed\): tap each/);
  assert.ok(!(await page.$eval('#paste-keep', (e) => e.hidden)));
  await page.screenshot({ path: path.join(shots, 'phone-pasted-unsure.png'), fullPage: true });

  // Tapping a ringed cell sets its mark and confirms it; the rest stay ringed.
  const [r, c] = doc.unsure[0];
  await page.tap(`#play-board .qh-cell[data-r="${r}"][data-c="${c}"]`);
  assert.equal((await shown(page)).marks[r][c], 'x');
  assert.deepEqual(await ringed(page), doc.unsure.slice(1));
  // "Keep" confirms the others as shown.
  await page.click('#paste-keep');
  assert.deepEqual(await ringed(page), []);
  assert.ok(await page.$eval('#paste-keep', (e) => e.hidden));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a file that is not an image is refused in one line; the board stays', { skip }, async () => {
  const page = await openPage({ width: 1280, height: 900 });
  const before = await shown(page);
  const detail = await deliver(page, 'paste', 'fixtures/spec-7x7.txt', 'image/png');
  assert.equal(detail.error, 'this file is not an image the browser can decode');
  assert.equal(await page.$eval('#paste-status', (e) => e.textContent),
    'The screenshot could not be read: this file is not an image the browser can decode');
  // A picture without a board: the reader's own refusal, as the CLI words it.
  const blank = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 300, 200);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'blank.png', { type: 'image/png' }));
    const done = new Promise((resolve) =>
      document.addEventListener('qh-screenshot', (e) => resolve(e.detail), { once: true }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
    return (await done).error;
  });
  assert.match(blank, /^blank\.png: no board found: .*; take a screenshot that shows the whole board$/);
  assert.deepEqual(await shown(page), before);
  assert.deepEqual(page.errors, []);
  await page.close();
});
