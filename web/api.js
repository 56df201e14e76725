// The JS API of the engine (docs/web.md), appended to the emscripten module
// (--post-js): `const qh = await createQueensHint(); qh.hint(board, position, {level})`.
// Every result is the JSON contract's document (docs/json.md) as an object;
// its non-enumerable toJson() gives the CLI's exact text. (No destructuring
// here: emscripten 3.1's minifier, which rewrites this file, mangles it.) Errors are thrown
// as Error objects whose message is the CLI's one-line message.

(function (mod) {
  'use strict';

  // A board: its text (letters or SBN, header lines allowed, as a board
  // file) or an object with `regions` (and `stars`), e.g. from parseBoard or
  // a document's `board`.
  function boardText(board) {
    if (typeof board === 'string') return board;
    if (board && Array.isArray(board.regions)) {
      const k = board.stars && board.stars > 1 ? 'stars: ' + board.stars + '\n' : '';
      return k + board.regions.join('\n') + '\n';
    }
    throw new TypeError('board must be board text or an object with "regions"');
  }

  // A position: text ('.', 'x', 'Q' per cell, a line per row), or
  // {queens: [[r,c]], dead: [[r,c]]} as in the documents, or nothing.
  function positionText(position, n) {
    if (position === undefined || position === null || position === '') return '';
    if (typeof position === 'string') return position;
    if (typeof position === 'object') {
      const grid = [];
      for (let r = 0; r < n; r++) grid.push(new Array(n).fill('.'));
      const put = (cells, ch) => {
        for (const cell of cells || []) {
          const r = cell[0];
          const c = cell[1];
          if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= n || c >= n)
            throw new RangeError('position: cell [' + r + ', ' + c + '] is off the board');
          grid[r][c] = ch;
        }
      };
      put(position.dead || position.crossed, 'x');
      put(position.queens, 'Q');
      return grid.map((row) => row.join('')).join('\n') + '\n';
    }
    throw new TypeError('position must be text or an object with "queens" and "dead"');
  }

  function options(opts) {
    const o = opts || {};
    const rules = Array.isArray(o.rules) ? o.rules.join(',') : o.rules || '';
    return {
      source: o.source || 'board',
      stars: o.stars || 0,
      rules: rules,
      maxTier: o.maxTier || 0,
      assumeUnique: !!o.assumeUnique,
      limit: o.limit === undefined ? 2 : o.limit,
      backtracking: o.backtracking === undefined ? true : !!o.backtracking,
    };
  }

  function document(reply) {
    if (!reply.ok) throw new Error(reply.text);
    const doc = JSON.parse(reply.text);
    Object.defineProperty(doc, 'toJson', { value: () => reply.text, enumerable: false });
    return doc;
  }

  // The board's size, to turn a position object into text.
  function sizeOf(board, o) {
    if (board && typeof board === 'object' && board.n) return board.n;
    return document(mod.core_parseBoard(boardText(board), o)).n;
  }

  // The hint at one rung of the ladder, as `queens-hint --level L` words it:
  // {heading, text, cells}; cells are the ones to highlight at that rung.
  function rung(doc, level) {
    const step = doc.rule !== undefined && doc.ladder;
    const stepped = step && (doc.status === 'hint' || doc.status === 'guess');
    let text = doc.explanation;
    let guess = '';
    if (doc.status === 'guess') {
      const marker = 'The next logical step: ';
      const at = text.indexOf(marker);
      guess = at < 0 ? '' : text.slice(0, at).trimEnd();
      if (at >= 0) text = text.slice(at + marker.length);
    }
    let heading = '';
    let cells = [];
    if (doc.mistake && doc.mistake.cell) {
      cells = (doc.mistake.related || []).concat([doc.mistake.cell]);
    } else if (stepped) {
      const named = 'Hint (' + doc.rule + ', tier ' + doc.tier + '): ';
      if (level === 1) {
        heading = 'Hint (nudge): ';
        text = doc.ladder.nudge;
      } else if (level === 2) {
        heading = 'Hint (technique): ';
        text = doc.ladder.technique;
      } else if (level === 3) {
        heading = named;
        text = doc.ladder.reason;
        cells = doc.focus;
      } else {
        heading = named;
        cells = doc.focus.concat(doc.placed, doc.eliminated);
      }
    } else if (doc.status === 'stuck') {
      heading = 'Stuck: ';
    }
    return { level: level, guess: guess, heading: heading, text: text, cells: cells };
  }

  mod.version = () => mod.core_version();

  mod.parseBoard = function (text, opts) {
    return document(mod.core_parseBoard(boardText(text), options(opts)));
  };

  mod.hint = function (board, position, opts) {
    const o = options(opts);
    const pos = typeof position === 'object' && position ? positionText(position, sizeOf(board, o)) : positionText(position);
    const doc = document(mod.core_hint(boardText(board), pos, o));
    const level = (opts && opts.level) || 4;
    if (![1, 2, 3, 4].includes(level)) throw new RangeError('level must be 1, 2, 3 or 4');
    Object.defineProperty(doc, 'shown', { value: rung(doc, level), enumerable: false });
    return doc;
  };

  mod.hintAtLevel = rung;

  mod.trace = function (board, opts) {
    const o = options(opts);
    const p = opts && opts.position;
    const pos = typeof p === 'object' && p ? positionText(p, sizeOf(board, o)) : positionText(p);
    return document(mod.core_trace(boardText(board), pos, o));
  };

  mod.grade = function (board, opts) {
    return document(mod.core_grade(boardText(board), options(opts)));
  };

  mod.solve = function (board, opts) {
    const o = options(opts);
    const p = opts && opts.position;
    const pos = typeof p === 'object' && p ? positionText(p, sizeOf(board, o)) : positionText(p);
    return document(mod.core_solve(boardText(board), pos, o));
  };

  // Boards as `queens-hint generate --format json` makes them (an array; the
  // same boards for the same arguments). opts: size (required), stars,
  // grade (a label) or score ("A..B" or [a, b]), require (rule ids), count,
  // seed, maxAttempts, style ('linkedin', 'community', 'starbattle'); or
  // date ('YYYY-MM-DD') and days: the puzzle of each day, as
  // `generate --date` (issue 33). Fewer boards than count when maxAttempts
  // ran out.
  mod.generate = function (opts) {
    const o = opts || {};
    const score = Array.isArray(o.score) ? o.score[0] + '..' + o.score[1] : o.score || '';
    const reply = mod.core_generate({
      size: o.size || 0,
      stars: o.stars || 1,
      grade: o.grade || '',
      score: score,
      require: Array.isArray(o.require) ? o.require.join(',') : o.require || '',
      count: o.count === undefined ? 1 : o.count,
      seed: String(o.seed === undefined ? 1 : o.seed),
      maxAttempts: o.maxAttempts || 0,
      style: o.style || 'auto',
      date: o.date || '',
      days: o.days === undefined ? 1 : o.days,
    });
    return document(reply);
  };

  mod.check = function (board, placement, opts) {
    const o = options(opts);
    const pos = typeof placement === 'object' && placement ? positionText(placement, sizeOf(board, o)) : positionText(placement);
    if (pos === '') throw new TypeError('check needs a placement');
    return document(mod.core_check(boardText(board), pos, o));
  };
})(Module);
