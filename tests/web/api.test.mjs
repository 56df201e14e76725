// SPDX-License-Identifier: MIT
// The JS API (web/api.js over web/bindings.cpp) gives byte for byte the
// CLI's JSON documents: on the fixtures, on positions and mistakes, on
// Star Battle boards, and on every board of the shared corpus (skipped when
// ../shared/corpus is absent). Errors carry the CLI's messages.
//
//   QH_WEB_BUILD=build-web QH_CLI=build/queens-hint node --test tests/web/api.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(root, process.env.QH_WEB_BUILD || 'build-web');
const cli = path.resolve(root, process.env.QH_CLI || 'build/queens-hint');
const { default: createQueensHint } = await import(pathToFileURL(path.join(buildDir, 'queens-hint.mjs')).href);
const qh = await createQueensHint();

// The CLI's stdout (any exit code), run from the project's root so that
// relative paths in documents ("file") read the same.
function run(args) {
  const r = spawnSync(cli, args, { cwd: root, encoding: 'utf8' });
  if (r.error) throw r.error;
  return { out: r.stdout, err: r.stderr, code: r.status };
}
const read = (rel) => readFileSync(path.join(root, rel), 'utf8');

// Every document the API gives for `rel` equals the CLI's, byte for byte.
function sameAsCli(rel, extra = {}) {
  const text = read(rel);
  const stars = extra.stars ? ['--stars', String(extra.stars)] : [];
  const opts = extra.stars ? { stars: extra.stars } : {};
  assert.equal(qh.hint(text, '', opts).toJson() + '\n', run([rel, '--json', ...stars]).out, rel + ': hint');
  assert.equal(qh.trace(text, opts).toJson() + '\n', run(['trace', rel, ...stars]).out, rel + ': trace');
  assert.equal(qh.grade(text, { ...opts, source: rel }).toJson() + '\n', run(['grade', rel, '--json', ...stars]).out,
    rel + ': grade');
  assert.equal(qh.solve(text, opts).toJson() + '\n', run(['solve', rel, '--json', ...stars]).out, rel + ': solve');
}

test('fixtures: hint, trace, grade and solve documents equal the CLI\'s', () => {
  const boards = readdirSync(path.join(root, 'fixtures')).filter((f) => /\.(txt|sbn)$/.test(f));
  assert.ok(boards.length >= 10);
  for (const f of boards) sameAsCli('fixtures/' + f);
});

test('Star Battle with the stars option, as --stars', () => {
  sameAsCli('fixtures/star2-10x10-unique.txt');
  const letters = read('fixtures/star2-10x10-unique.txt').replace(/^stars:.*\n/m, '');
  assert.equal(qh.parseBoard(letters, { stars: 2 }).stars, 2);
  assert.equal(qh.hint(letters, '', { stars: 2 }).toJson(), qh.hint(read('fixtures/star2-10x10-unique.txt')).toJson());
});

test('positions, guesses and mistakes equal the CLI\'s', () => {
  const board = read('fixtures/spec-7x7.txt');
  for (const pos of ['tests/cli/boards/spec-partial.txt', 'tests/bad_inputs/pos-queens-touch.txt',
    'tests/cli/boards/spec-solution.txt']) {
    const want = run(['fixtures/spec-7x7.txt', '--json', '--position', pos]).out;
    assert.equal(qh.hint(board, read(pos)).toJson() + '\n', want, pos);
    const traced = run(['trace', 'fixtures/spec-7x7.txt', '--position', pos]).out;
    assert.equal(qh.trace(board, { position: read(pos) }).toJson() + '\n', traced, pos + ': trace');
  }
  // A position as the documents write it gives the same hint as its text.
  const doc = qh.hint(board, read('tests/cli/boards/spec-partial.txt'));
  assert.equal(qh.hint(board, doc.position).toJson(), doc.toJson());
  // A wrong queen: a mistake with its refutation, as the CLI says it.
  const wrong = '.......\n.......\n.......\n...Q...\n.......\n.......\n.......\n';
  const mistake = qh.hint(board, wrong);
  assert.equal(mistake.status, 'mistake');
  assert.deepEqual(mistake.mistake.cell, [3, 3]);
  assert.match(mistake.explanation, /r4c4 cannot hold a queen/);
});

test('the ladder: one rung per level, as `hint --level` prints it', () => {
  const board = read('fixtures/spec-7x7.txt');
  for (const level of [1, 2, 3, 4]) {
    const shown = qh.hint(board, '', { level }).shown;
    const first = run(['fixtures/spec-7x7.txt', '--level', String(level), '--no-color']).out.split('\n\n')[0];
    assert.equal(shown.heading + shown.text, first.replace(/\n/g, ' ').replace(/ +/g, ' '), 'level ' + level);
  }
  assert.deepEqual(qh.hint(board, '', { level: 1 }).shown.cells, []);
  const doc = qh.hint(board, '', { level: 3 });
  assert.deepEqual(doc.shown.cells, doc.focus);
  assert.throws(() => qh.hint(board, '', { level: 5 }), /level/);
});

test('a board with several solutions: flagged as the CLI flags it, the warning on its own', () => {
  const rel = 'tests/cli/boards/spec-typo-7x7.txt';
  const doc = qh.hint(read(rel), '');
  assert.equal(doc.toJson() + '\n', run([rel, '--json']).out);
  assert.deepEqual(doc.several_solutions.differs_at, [0, 0]);
  assert.equal(doc.several_solutions.solutions.length, 2);
  for (const level of [1, 2, 3, 4]) {
    const shown = qh.hint(read(rel), '', { level }).shown;
    assert.match(shown.warning, /more than one solution/);
    assert.doesNotMatch(shown.text, /more than one solution/);
  }
  const trace = qh.trace(read(rel));
  assert.equal(trace.result.status, 'stuck');
  assert.equal(trace.result.backtracking_steps, 0);
  assert.ok(trace.several_solutions);
  assert.equal(qh.hint(read('fixtures/spec-7x7.txt'), '').several_solutions, undefined);
  assert.equal(qh.hint(read('fixtures/spec-7x7.txt'), '').shown.warning, '');
});

test('rule options: rules, maxTier and no backtracking, as the CLI\'s', () => {
  const board = read('fixtures/spec-7x7.txt');
  assert.equal(qh.hint(board, '', { maxTier: 1 }).toJson() + '\n',
    run(['fixtures/spec-7x7.txt', '--json', '--max-tier', '1']).out);
  assert.equal(qh.trace(board, { maxTier: 1, backtracking: false }).toJson() + '\n',
    run(['trace', 'fixtures/spec-7x7.txt', '--max-tier', '1', '--no-backtracking']).out);
  assert.equal(qh.hint(board, '', { rules: ['line-confined-to-region'] }).rule, 'line-confined-to-region');
  assert.throws(() => qh.hint(board, '', { maxTier: 9 }), (e) => e.message === 'max_tier: 9 is out of range (1..5)');
});

test('check: a solution, and the first failing check otherwise', () => {
  const board = read('fixtures/spec-7x7.txt');
  assert.deepEqual({ ...qh.check(board, read('tests/cli/boards/spec-solution.txt')) }, { problem: null, valid: true });
  const bad = qh.check(board, read('tests/bad_inputs/pos-queens-touch.txt'));
  assert.equal(bad.valid, false);
  const said = run(['check', 'fixtures/spec-7x7.txt', 'tests/bad_inputs/pos-queens-touch.txt']).out;
  assert.equal('Not a solution: ' + bad.problem + '.\n', said);
});

test('parseBoard: letters and SBN give the same board; errors are the CLI\'s lines', () => {
  const b = qh.parseBoard(read('fixtures/spec-7x7.txt'));
  assert.equal(b.n, 7);
  assert.equal(b.regions[0], 'PPPPPPO');
  assert.equal(b.stars, 1);
  const again = qh.parseBoard(b.sbn);
  assert.equal(again.sbn, b.sbn);
  assert.equal(qh.hint(b).rule, qh.hint(read('fixtures/spec-7x7.txt')).rule);
  const dir = path.join(root, 'tests/bad_inputs');
  let compared = 0;
  const bad = ['control-byte.txt', 'digits.txt', 'empty.txt', 'header-after-grid.txt', 'header-twice.txt',
    'header-stars-9.txt', 'lowercase.txt', 'not-square-extra-row.txt', 'not-square-short.txt', 'one-line.txt'];
  for (const f of bad.filter((x) => existsSync(path.join(dir, x)))) {
    const rel = 'tests/bad_inputs/' + f;
    const r = run([rel]);
    if (r.code !== 2 || statSync(path.join(root, rel)).size > 60000) continue;
    const message = r.err.trim().split('\n').pop().replace(/^queens-hint: error: /, '').replace(rel, 'board');
    assert.throws(() => qh.parseBoard(read(rel)), (e) => e instanceof Error && e.message === message, rel);
    compared++;
  }
  assert.ok(compared >= 3, 'compared ' + compared + ' bad boards');
});

test('parseBoardList: every board of a published list, named FILE:LINE and graded as the CLI grades that name', () => {
  const rel = 'tests/cli/boards/sbn-list-crlf.sbn';
  const list = qh.parseBoardList(read(rel), { source: rel });
  assert.deepEqual(list.map((b) => [b.line, b.source, b.n, b.stars]),
    [[3, rel + ':3', 7, 1], [5, rel + ':5', 10, 2], [6, rel + ':6', 8, 1]]);
  assert.ok(Object.isFrozen(list) && Object.isFrozen(list[0]));
  for (const b of list) {
    assert.equal(qh.grade(b.sbn, { source: b.source }).toJson() + '\n', run(['grade', b.source, '--json']).out, b.source);
    assert.equal(qh.hint(b).toJson() + '\n', run([b.source, '--json']).out, b.source + ': hint from the entry');
  }
  const fail = (text, opts) => { try { qh.parseBoardList(text, opts); } catch (e) { return e; } return null; };
  const notSbn = fail('771W1vplvZW0bhxtb0\nAAB\n', { source: 'mine.txt' });
  assert.ok(notSbn instanceof qh.InputError);
  assert.equal(notSbn.message, 'mine.txt:2: not an SBN string: a list holds one SBN string a line');
  assert.equal(notSbn.line, 2);
  assert.match(fail('# none\n').message, /^board: no SBN string/);
  assert.match(fail(read(rel), { stars: 2 }).message, /^board:3: the SBN string gives 1 star per row, column and region, but the stars option is 2/);
  assert.throws(() => qh.parseBoardList(['771W1vplvZW0bhxtb0']), TypeError);
});

// Board files of the shared corpus, when it is there.
function corpusBoards() {
  const dir = path.resolve(root, '../shared/corpus');
  if (!existsSync(dir)) return null;
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(txt|sbn)$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

test('shared corpus: every board\'s hint, trace and grade equal the CLI\'s', (t) => {
  const boards = corpusBoards();
  if (!boards) return t.skip('../shared/corpus is absent');
  assert.ok(boards.length > 100);
  for (const file of boards) {
    const rel = path.relative(root, file);
    const text = readFileSync(file, 'utf8');
    assert.equal(qh.hint(text).toJson() + '\n', run([rel, '--json']).out, rel + ': hint');
    assert.equal(qh.trace(text).toJson() + '\n', run(['trace', rel]).out, rel + ': trace');
    assert.equal(qh.grade(text, { source: rel }).toJson() + '\n', run(['grade', rel, '--json']).out, rel + ': grade');
  }
});

test('generate: the same boards and bytes as `generate --format json`', () => {
  const doc = qh.generate({ size: 6, grade: 'easy', count: 2, seed: 3 });
  const cliText = run(['generate', '--size', '6', '--grade', 'easy', '--count', '2', '--seed', '3', '--format', 'json']).out;
  assert.equal(doc.toJson() + '\n', cliText);
  assert.equal(doc.length, 2);
  assert.equal(doc[0].label, 'easy');
  // A generated board plays: its hint and its solution count.
  assert.equal(qh.solve(doc[0].sbn).solutions, 1);
  const star = qh.generate({ size: 8, stars: 2, score: [0, 100], seed: 5 });
  assert.equal(star.toJson() + '\n', run(['generate', '--size', '8', '--stars', '2', '--score', '0..100', '--seed', '5',
    '--format', 'json']).out);
  // Issue 32: tighten, as `generate --tighten`, and a negative one refused alike.
  const tight = qh.generate({ size: 8, stars: 2, tighten: 50, seed: 2 });
  assert.equal(tight.toJson() + '\n', run(['generate', '--size', '8', '--stars', '2', '--tighten', '50', '--seed', '2',
    '--format', 'json']).out);
  const negative = run(['generate', '--size', '8', '--stars', '2', '--tighten', '-1']);
  assert.equal(negative.code, 2);
  assert.throws(() => qh.generate({ size: 8, stars: 2, tighten: -1 }),
    (e) => e instanceof qh.InputError && e.source === 'tighten');
  const bad = run(['generate', '--size', '6', '--grade', 'bogus']);
  assert.equal(bad.code, 2);
  assert.throws(() => qh.generate({ size: 6, grade: 'bogus' }),
    (e) => e.message === bad.err.trim().replace(/^queens-hint: error: /, ''));
});

test('one shape with the other bindings: cells, InputError, frozen results, the catalogue', () => {
  const board = read('fixtures/spec-7x7.txt');
  const text = 'Q......\n' + '.......\n'.repeat(6);
  const byText = qh.hint(board, text);
  assert.equal(qh.hint(board, [[0, 0]]).toJson(), byText.toJson());
  assert.equal(qh.hint(board, byText.position).toJson(), byText.toJson());
  assert.equal(qh.trace(board, { position: [[0, 0]] }).start.queens[0].join(), '0,0');
  assert.ok(qh.check(board, qh.solve(board).solution).valid);
  assert.ok(Object.isFrozen(byText) && Object.isFrozen(byText.position.queens));
  assert.equal(byText.mistake, undefined);
  const grade = qh.grade(board, { source: 'spec' });
  assert.equal(grade.label, JSON.parse(grade.toJson()).puzzles[0].label);
  assert.equal(grade.file, 'spec');
  const refused = [
    [() => qh.hint(board, '', { level: 0 }), 'level', '0 is out of range (1..4)'],
    [() => qh.hint(board, '', { maxTier: 0 }), 'max_tier', '0 is out of range (1..5)'],
    [() => qh.solve(board, { limit: 0 }), 'limit', '0 solutions to count is out of range (at least 1)'],
    [() => qh.hint(board, [[7, 0]]), 'position',
      'a queen at row 7, column 0 is off the 7x7 board (rows and columns are 0-based, 0..6)'],
    [() => qh.check(board, [[0, 60]]), 'queens',
      'a queen at row 0, column 60 is off the 7x7 board (rows and columns are 0-based, 0..6)'],
    [() => qh.hint(board, '', { rules: 'no-such-rule' }), 'rules', "unknown rule id 'no-such-rule' (the catalogue lists them)"],
  ];
  for (const [call, source, problem] of refused)
    assert.throws(call, (e) => e instanceof qh.InputError && e.source === source && e.line === 0 &&
      e.problem === problem && e.message === source + ': ' + problem, source);
  assert.throws(() => qh.hint(board, [[0, 'a']]), TypeError);
  const parseError = (() => { try { qh.parseBoard('AB\nA\n'); } catch (e) { return e; } })();
  assert.ok(parseError instanceof qh.InputError && parseError.source === 'board' && parseError.line === 2);
  const rules = qh.rules();
  assert.equal(rules[0].id, 'queen-adjacent-kill');
  assert.equal(rules[rules.length - 1].id, 'backtracking');
  assert.ok(rules.every((r) => r.title && r.plain_title && r.summary && r.reminder && r.tier >= 1 && r.tier <= 6));
  // The clean API object the npm package exports.
  assert.ok(Object.isFrozen(qh.api));
  assert.equal(qh.api.HEAP8, undefined);
  assert.equal(qh.api._malloc, undefined);
  assert.equal(qh.api.hint, qh.hint);
});

test('the version is the CLI\'s', () => {
  assert.ok(execFileSync(cli, ['--version'], { encoding: 'utf8' }).includes(qh.version()));
});
