// SPDX-License-Identifier: MIT
// The page in a real browser: Debian's headless chromium, driven by
// puppeteer-core (tests/web/package-lock.json; it never downloads a browser).
// Loads build-web/index.html from file://, pastes the spec board, plays three
// moves, asks for every rung of a hint and checks the texts and highlighted
// cells against the CLI's JSON, steps through the trace, shows a mistake,
// opens a `trace --html` page, and takes screenshots at desktop and phone
// size into the build folder. No request may leave file:// and data:.
// The game (issue 34) is in tests/web/page-game.inc.mjs, run in this same
// browser: one launch for the whole file.
//
//   QH_WEB_BUILD=build-web QH_CLI=build/queens-hint node --test tests/web/page.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { registerGameCases } from './page-game-cases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(root, process.env.QH_WEB_BUILD || 'build-web');
const cli = path.resolve(root, process.env.QH_CLI || 'build/queens-hint');
const chromium = process.env.QH_CHROMIUM || '/usr/bin/chromium';
const shots = path.join(buildDir, 'screenshots');
const pageUrl = pathToFileURL(path.join(buildDir, 'index.html')).href;
const board = readFileSync(path.join(root, 'fixtures/spec-7x7.txt'), 'utf8');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'qh-web-test-'));
let browser;
const offsite = [];

function cliJson(args) {
  const r = spawnSync(cli, args, { cwd: root, encoding: 'utf8' });
  if (r.error) throw r.error;
  return JSON.parse(r.stdout);
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    userDataDir: path.join(scratch, 'profile'),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  if (browser) await browser.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function openPage(viewport, url = pageUrl, context = browser) {
  const page = await context.newPage();
  await page.setViewport(viewport);
  page.on('request', (req) => {
    if (!/^(file|data|blob):/.test(req.url())) offsite.push(req.url());
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  await page.goto(url);
  return page;
}

// The page ready to play: the engine loaded and the controls wired (the
// page sets data-ready last; before it a click or a select can land on a
// control with no listener or no options yet, and the case then fails now
// and then, more often on a loaded machine), "How to play" (shown on a first
// visit) closed.
async function readyPage(viewport, url = pageUrl, context = browser) {
  const page = await openPage(viewport, url, context);
  await page.waitForSelector('body[data-ready="true"]');
  if (await page.$eval('#howto', (e) => e.open)) await page.click('#howto-close');
  return page;
}

const cellSel = (r, c) => `#play-board .qh-cell[data-r="${r}"][data-c="${c}"]`;
async function cellsWith(page, root, cls) {
  return page.$$eval(`${root} .qh-cell.${cls}`, (els) => els.map((e) => [+e.dataset.r, +e.dataset.c]));
}
const sorted = (cells) => cells.map((c) => c.join(',')).sort();
async function text(page, sel) {
  return page.$eval(sel, (e) => e.textContent);
}
async function marks(page) {
  return page.$$eval('#play-board .qh-cell', (els) => {
    const n = Math.round(Math.sqrt(els.length));
    const rows = Array.from({ length: n }, () => new Array(n).fill('.'));
    for (const e of els) {
      const m = e.querySelector('.qh-mark').textContent;
      rows[+e.dataset.r][+e.dataset.c] = m === '\u00d7' ? 'x' : m ? 'Q' : '.';
    }
    return rows.map((r) => r.join('')).join('\n') + '\n';
  });
}

// The page's words for a CLI text: regions named by colour and letter.
async function words(page, cliText, regions) {
  return page.evaluate((t, r) => QHWords.nameRegions(t, r), cliText, regions);
}
const specRegions = board.trim().split('\n').filter((l) => !l.includes(':')).map((l) => l.replace(/\s/g, ''));
// The cells of a hint's houses ({rows, columns, regions}), as the test reads them.
function houseCells(regions, houses) {
  const out = [];
  regions.forEach((row, r) => [...row].forEach((l, c) => {
    if (houses.rows.includes(r) || houses.columns.includes(c) || houses.regions.includes(l)) out.push([r, c]);
  }));
  return out;
}
async function legend(page) {
  return page.$$eval('#legend .key', (els) => els.filter((e) => !e.hidden && e.offsetParent).map((e) => e.className.split('key-')[1]));
}

test('paste a board, play three moves, climb the hint ladder, step through the trace', async () => {
  const page = await readyPage({ width: 1280, height: 900 });
  // Paste the spec board.
  await page.click('#entry summary');
  await page.$eval('#board-text', (e) => (e.value = ''));
  await page.type('#board-text', board);
  await page.click('#load-board');
  assert.equal(await text(page, '#entry-error'), '');
  const trace = cliJson(['trace', 'fixtures/spec-7x7.txt']);
  assert.match(await text(page, '#grade'), new RegExp('grade: ' + trace.grade.label));

  // Three moves: a click crosses r1c2 out, a drag crosses r1c3 and r1c4, two
  // clicks on r2c6 make a queen (a right one: a guess), then undo and redo.
  await page.click(cellSel(0, 1));
  const a = await page.$(cellSel(0, 2));
  const b = await page.$(cellSel(0, 3));
  const boxA = await a.boundingBox();
  const boxB = await b.boundingBox();
  await page.mouse.move(boxA.x + boxA.width / 2, boxA.y + boxA.height / 2);
  await page.mouse.down();
  await page.mouse.move(boxB.x + boxB.width / 2, boxB.y + boxB.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.click(cellSel(1, 5));
  await page.click(cellSel(1, 5));
  const position = '.xxx...\n.....Q.\n.......\n.......\n.......\n.......\n.......\n';
  assert.equal(await marks(page), position);
  await page.click('#undo');
  assert.equal((await marks(page)).split('\n')[1], '.....x.');
  await page.click('#redo');
  assert.equal(await marks(page), position);
  assert.match(await text(page, '#status'), /1 of 7 queens/);

  // The hint for this position, a rung per click, against the CLI's JSON.
  const posFile = path.join(scratch, 'pos.txt');
  writeFileSync(posFile, position);
  const hint = cliJson(['fixtures/spec-7x7.txt', '--json', '--position', posFile]);
  assert.ok(['hint', 'guess'].includes(hint.status));
  // Rung 1 reads after its heading "Where to look: " (the page says so, as the CLI does).
  const rungs = [hint.ladder.nudge.replace(/^Look at /, ''), hint.ladder.technique, hint.ladder.reason,
    hint.ladder.move];
  for (let rung = 1; rung <= 4; rung++) {
    await page.click('#hint-btn');
    // The CLI's words, with each region named by its colour as well: "the grey region (P)".
    const said = await text(page, '#hint-text');
    assert.equal(said, await words(page, rungs[rung - 1], specRegions), 'rung ' + rung);
    assert.doesNotMatch(said, /\bregion [A-Z]\b/, 'rung ' + rung + ' names regions by colour');
    for (const l of hint.houses.regions) if (rungs[rung - 1].includes('region ' + l)) assert.match(said, new RegExp('\\(' + l + '\\)'));
    // Rungs 1 and 2 light up the houses they name; the legend says what the colours mean.
    const house = await cellsWith(page, '#play-board', 'qh-house');
    if (rung <= 2) assert.deepEqual(sorted(house), sorted(houseCells(specRegions, hint.houses)), 'rung ' + rung + ' houses');
    assert.deepEqual(await legend(page), rung <= 2 ? ['house'] : rung === 3 ? ['house', 'focus'] :
      ['focus'].concat(hint.placed.length ? ['placed'] : [], hint.eliminated.length ? ['eliminated'] : []));
    assert.match(await text(page, '#hint-rung'), new RegExp('Rung ' + rung + ' of 4'));
    const focus = await cellsWith(page, '#play-board', 'qh-focus');
    if (rung < 3) assert.deepEqual(focus, [], 'rung ' + rung + ' highlights nothing');
    if (rung >= 3) assert.deepEqual(sorted(focus), sorted(hint.focus), 'rung ' + rung + ' focus');
    const placed = await cellsWith(page, '#play-board', 'qh-placed');
    const gone = await cellsWith(page, '#play-board', 'qh-eliminated');
    assert.deepEqual(sorted(placed), rung === 4 ? sorted(hint.placed) : []);
    assert.deepEqual(sorted(gone), rung === 4 ? sorted(hint.eliminated) : []);
    // A player's words: the technique's plain name, never its id and tier.
    if (rung >= 3) assert.ok((await text(page, '#hint-heading')).includes(hint.plain_title), 'rung ' + rung + ' heading');
    assert.ok(!(await text(page, '#hint-heading')).includes('tier'), 'rung ' + rung + ' heading');
  }
  // Rows and columns are numbered on the board's edges, as the hints name cells.
  assert.deepEqual(await page.$$eval('#play-board .qh-cols .qh-coord', (els) => els.map((e) => e.textContent)),
    ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
  assert.deepEqual(await page.$$eval('#play-board .qh-rows .qh-coord', (els) => els.map((e) => e.textContent)),
    ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
  await page.screenshot({ path: path.join(shots, 'desktop-hint.png') });
  // The README's picture (docs/images/page.png is a copy): the board and the hint.
  const main = await (await page.$('main')).boundingBox();
  await page.screenshot({ path: path.join(shots, 'readme.png'),
    clip: { x: 0, y: 0, width: main.width, height: main.y + Math.min(main.height, 640) } });
  // Applying the move takes it: the next hint is another step.
  await page.click('#apply-btn');
  const after = await marks(page);
  for (const [r, c] of hint.eliminated) assert.equal(after.split('\n')[r][c], 'x');

  // The trace viewer: from the player's position, once asked; previous/next,
  // the arrow keys, Home/End.
  await page.click('#trace-btn');
  assert.equal(await page.$('#trace .qh-count'), null, 'nothing revealed before the player asks');
  assert.equal(await page.$eval('#trace-ask', (e) => !e.hidden), true);
  writeFileSync(posFile, after);
  const fromHere = cliJson(['trace', 'fixtures/spec-7x7.txt', '--position', posFile]);
  await page.click('#trace-reveal');
  await page.waitForSelector('#trace .qh-count');
  assert.equal(await text(page, '#trace .qh-count'), 'Step 0 of ' + fromHere.steps.length);
  assert.ok(fromHere.steps.length < trace.steps.length);
  await page.click('#trace .qh-first');
  await page.screenshot({ path: path.join(shots, 'desktop-trace-from-position.png') });
  // The whole solution from the empty board, to step through.
  await page.click('#clear');
  await page.click('#trace-btn');
  await page.click('#trace-btn');
  await page.click('#trace-reveal');
  assert.equal(await text(page, '#trace .qh-count'), 'Step 0 of ' + trace.steps.length);
  assert.match(await text(page, '#trace .qh-grade'), new RegExp(trace.grade.label));
  await page.click('#trace .qh-next');
  assert.equal(await text(page, '#trace .qh-explanation'), trace.steps[0].explanation);
  assert.match(await text(page, '#trace .qh-rule'), new RegExp('tier ' + trace.steps[0].tier));
  assert.deepEqual(sorted(await cellsWith(page, '#trace', 'qh-focus')), sorted(trace.steps[0].focus));
  await page.keyboard.press('ArrowRight');
  assert.equal(await text(page, '#trace .qh-explanation'), trace.steps[1].explanation);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await text(page, '#trace .qh-count'), 'Step 1 of ' + trace.steps.length);
  await page.keyboard.press('End');
  const last = trace.steps[trace.steps.length - 1];
  assert.equal(await text(page, '#trace .qh-explanation'), last.explanation);
  assert.equal(await page.$$eval('#trace .qh-mark', (els) => els.filter((e) => e.textContent === '\u265b').length), 7);
  await page.screenshot({ path: path.join(shots, 'desktop-trace.png'), fullPage: true });
  // A new board closes the solution (it was the old board's).
  await page.click('#load-board');
  assert.equal(await page.$eval('#trace-box', (e) => e.open), false);
  assert.equal(await page.$('#trace .qh-count'), null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a mistake explained, keyboard play, the URL fragment and the colour-blind toggles', async () => {
  const page = await readyPage({ width: 1280, height: 900 });
  // Keyboard only: focus r1c1, arrows to r4c4, Q places a queen.
  await page.focus(cellSel(0, 0));
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await page.keyboard.press('q');
  assert.equal((await marks(page)).split('\n')[3], '...Q...');
  await page.keyboard.press('h');
  const posFile = path.join(scratch, 'wrong.txt');
  writeFileSync(posFile, '.......\n.......\n.......\n...Q...\n.......\n.......\n.......\n');
  const hint = cliJson(['fixtures/spec-7x7.txt', '--json', '--position', posFile]);
  assert.equal(hint.status, 'mistake');
  assert.equal(await text(page, '#hint-heading'), 'Mistake');
  assert.equal(await text(page, '#hint-text'), await words(page, hint.explanation, specRegions));
  assert.deepEqual(await cellsWith(page, '#play-board', 'qh-conflict'), [hint.mistake.cell]);

  // The fragment holds board and position: a fresh page from it shows both.
  const url = page.url();
  assert.match(url, /#b=PPPPPPO-/);
  const again = await readyPage({ width: 800, height: 900 }, url);
  assert.equal((await marks(again)).split('\n')[3], '...Q...');
  await again.close();

  // Two touching queens are a conflict on the board itself.
  await page.focus(cellSel(4, 4));
  await page.keyboard.press('q');
  assert.equal((await cellsWith(page, '#play-board', 'qh-conflict')).length >= 2, true);
  assert.match(await text(page, '#status'), /Conflict/);
  // Letters and patterns (in the settings): every cell shows its region's letter.
  await page.click('#settings summary');
  await page.click('#letters');
  await page.click('#patterns');
  assert.equal(await page.$$eval('#play-board .qh-letter', (els) => els.map((e) => e.textContent).join('')),
    board.replace(/\s/g, ''));
  assert.equal(await page.$eval('#play-board .qh-board', (e) => e.classList.contains('qh-patterns')), true);
  // A new puzzle from the generator: a 6x6 board, graded as asked.
  await page.click('#entry summary');
  await page.select('#gen-size', '6');
  await page.select('#gen-grade', 'easy');
  await page.click('#gen-btn');
  assert.equal(await text(page, '#entry-error'), '');
  assert.match(await text(page, '#grade'), /6\u00d76 \u2014 grade: easy/);
  assert.equal(await page.$$eval('#play-board .qh-cell', (els) => els.length), 36);
  // The puzzle of the day: the board `queens-hint generate --date` gives for
  // the browser's date.
  await page.click('#daily-btn');
  assert.equal(await text(page, '#entry-error'), '');
  const today = await page.evaluate(() => {
    const d = new Date();
    return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
  });
  const daily = cliJson(['generate', '--date', today, '--format', 'json'])[0];
  assert.equal(await page.$$eval('#play-board .qh-cell', (els) => els.length), daily.rows.length ** 2);
  assert.ok(page.url().includes('#b=' + daily.rows.join('-')), page.url());
  // Painting a 4x4 board: row r in region r, dragged across with its letter.
  await page.select('#paint-size', '4');
  await page.click('#paint-start');
  for (let r = 1; r < 4; r++) {
    await page.click(`#paint-letters button:nth-child(${r + 1})`);
    const from = await (await page.$(cellSel(r, 0))).boundingBox();
    const to = await (await page.$(cellSel(r, 3))).boundingBox();
    await page.mouse.move(from.x + 5, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(to.x + 5, to.y + 5, { steps: 6 });
    await page.mouse.up();
  }
  await page.click('#paint-done');
  assert.equal(await text(page, '#entry-error'), '');
  assert.match(await text(page, '#grade'), /4\u00d74/);
  assert.equal(await page.$$eval('#play-board .qh-letter', (els) => els.length), 16);
  assert.match(page.url(), /#b=AAAA-BBBB-CCCC-DDDD/);
  // Back to the default settings for the next cases (they are kept between visits).
  await page.click('#letters');
  await page.click('#patterns');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('phone-sized screen: the board fits, a hint works', async () => {
  const page = await readyPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, 'no sideways scrolling (' + width + ' px)');
  const box = await (await page.$('#play-board .qh-board')).boundingBox();
  assert.ok(box.width <= 390 && box.width >= 300, 'board ' + box.width + ' px wide');
  await page.tap(cellSel(0, 1));
  assert.equal((await marks(page)).split('\n')[0], '.x.....');
  await page.tap('#hint-btn');
  await page.tap('#hint-btn');
  const hint = cliJson(['fixtures/spec-7x7.txt', '--json', '--position', writePos('.x.....')]);
  assert.equal(await text(page, '#hint-text'), await words(page, hint.ladder.technique, specRegions));
  await page.screenshot({ path: path.join(shots, 'phone-hint.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

function writePos(first) {
  const f = path.join(scratch, 'first-row.txt');
  writeFileSync(f, first + '\n' + '.......\n'.repeat(6));
  return f;
}

test('queens-hint trace --html: the self-contained viewer steps through the trace', async () => {
  const html = path.join(scratch, 'trace.html');
  // Given the board's full path, the page is headed by its file name alone.
  const r = spawnSync(cli, ['trace', path.join(root, 'fixtures/spec-7x7.txt'), '--html', html], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const trace = cliJson(['trace', 'fixtures/spec-7x7.txt']);
  const page = await openPage({ width: 900, height: 900 }, pathToFileURL(html).href);
  await page.waitForSelector('.qh-count');
  assert.equal(await text(page, '.qh-title'), 'queens-hint trace: spec-7x7.txt');
  assert.equal(await page.title(), 'queens-hint trace: spec-7x7.txt');
  assert.equal(await text(page, '.qh-count'), 'Step 0 of ' + trace.steps.length);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await text(page, '.qh-explanation'), trace.steps[2].explanation);
  await page.click('.qh-prev');
  assert.equal(await text(page, '.qh-explanation'), trace.steps[1].explanation);
  assert.deepEqual(sorted(await cellsWith(page, '', 'qh-eliminated')), sorted(trace.steps[1].eliminated));
  await page.screenshot({ path: path.join(shots, 'trace-html.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

registerGameCases({ test, browser: () => browser, readyPage, cellSel, cellsWith, sorted, text, marks, words,
  cliJson, shots, scratch, root, pageUrl, board, specRegions });

test('no request left the machine', () => {
  assert.deepEqual(offsite, []);
});
