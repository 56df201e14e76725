// SPDX-License-Identifier: MIT
// A project that installed the packed npm package (`npm install
// queens-hint-X.Y.Z.tgz`, done by scripts/web-ci.sh in a copy of this folder)
// and imports it by name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

import qh, { hint, rules, InputError } from 'queens-hint';

const board = 'AABB\nADBB\nCCDD\nCCDD\n';

test('the default export is the API and nothing of emscripten', () => {
  const keys = Object.keys(qh).sort();
  assert.deepEqual(keys, ['InputError', 'check', 'generate', 'grade', 'hint', 'hintAtLevel', 'parseBoard',
    'parseBoardList', 'rules', 'solve', 'trace', 'version']);
  for (const internal of ['HEAP8', '_malloc', 'dynCall_vi', 'core_hint', 'asm'])
    assert.equal(qh[internal], undefined, internal);
  assert.ok(Object.isFrozen(qh));
  assert.equal(hint, qh.hint);
  const pkg = createRequire(import.meta.url)('queens-hint/package.json');
  assert.equal(qh.version(), pkg.version);
  assert.equal(pkg.license, 'MIT');
});

test('hint, solve and check from an installed package', () => {
  const h = qh.hint(board, [[0, 1]], { level: 1 });
  assert.ok(['hint', 'mistake', 'guess', 'solved', 'stuck'].includes(h.status));
  assert.ok(Object.isFrozen(h));
  const solved = qh.solve(board);
  assert.ok(solved.solutions >= 1);
  assert.deepEqual({ ...qh.check(board, solved.solution) }, { problem: null, valid: true });
  assert.ok(rules().some((r) => r.id === 'queen-adjacent-kill' && r.reminder));
});

test('bad arguments throw InputError naming the argument', () => {
  const cases = [
    [() => qh.hint(board, '', { level: 0 }), 'level'],
    [() => qh.grade(board, { maxTier: 0 }), 'max_tier'],
    [() => qh.solve(board, { limit: 0 }), 'limit'],
    [() => qh.hint(board, [[4, 0]]), 'position'],
  ];
  for (const [call, source] of cases) {
    assert.throws(call, (e) => e instanceof InputError && e.source === source && e.line === 0 &&
      e.message === source + ': ' + e.problem && !e.message.includes('--'));
  }
});
