// SPDX-License-Identifier: MIT
// The JS API of the engine (docs/web.md), appended to the emscripten module
// (--post-js): `const qh = await createQueensHint(); qh.hint(board, position, {level})`.
// Every result is the JSON contract's document (docs/json.md) as an object;
// its non-enumerable toJson() gives the CLI's exact text; results are frozen.
// (No destructuring here: emscripten 3.1's minifier, which rewrites this file,
// mangles it.) Bad input throws InputError (an Error) whose message is the
// CLI's one-line message, with `source`, `line` and `problem`.
// `Module.api` is the same API as a frozen object without emscripten's
// internals (HEAP8, _malloc, ...): the npm package exports it (web/npm/).

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

  // The error of bad input: the message as the CLI prints it, and its parts.
  class InputError extends Error {
    constructor(message, source, line, problem) {
      super(message);
      this.name = 'InputError';
      this.source = source || '';
      this.line = line || 0;
      this.problem = problem || message;
    }
  }

  function argumentError(source, problem) {
    return new InputError(source + ': ' + problem, source, 0, problem);
  }

  // A position: text ('.', 'x', 'Q' per cell, a line per row), its queens'
  // cells [[r, c], ...], or {queens: [[r,c]], dead: [[r,c]]} as in the
  // documents (`crossed` for `dead` too), or nothing. Cells go to the engine
  // as they are ("@cells Q r c X r c ..."), which checks them.
  function positionArg(position) {
    if (position === undefined || position === null || position === '') return '';
    if (typeof position === 'string') return position;
    if (typeof position === 'object') {
      const queens = Array.isArray(position) ? position : position.queens;
      const crossed = Array.isArray(position) ? [] : position.dead || position.crossed;
      let out = '@cells';
      const put = (cells, mark) => {
        for (const cell of cells || []) {
          if (!Array.isArray(cell) || cell.length !== 2 || !Number.isInteger(cell[0]) || !Number.isInteger(cell[1]))
            throw new TypeError('position: a cell is [row, col], two integers; got ' + JSON.stringify(cell));
          out += ' ' + mark + ' ' + cell[0] + ' ' + cell[1];
        }
      };
      put(queens, 'Q');
      put(crossed, 'X');
      return out;
    }
    throw new TypeError('position must be text, cells [[row, col], ...] or an object with "queens" and "dead"');
  }

  function options(opts) {
    const o = opts || {};
    const rules = Array.isArray(o.rules) ? o.rules.join(',') : o.rules || '';
    return {
      source: o.source || 'board',
      stars: o.stars || 0,
      rules: rules,
      maxTier: o.maxTier === undefined || o.maxTier === null ? -1 : o.maxTier,
      assumeUnique: !!o.assumeUnique,
      limit: o.limit === undefined ? 2 : o.limit,
      backtracking: o.backtracking === undefined ? true : !!o.backtracking,
    };
  }

  function fail(reply) {
    if (reply.source) throw new InputError(reply.text, reply.source, reply.line, reply.problem);
    throw new Error(reply.text);
  }

  function deepFreeze(value) {
    if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) deepFreeze(value[key]);
      Object.freeze(value);
    }
    return value;
  }

  function document(reply) {
    if (!reply.ok) fail(reply);
    const doc = JSON.parse(reply.text);
    Object.defineProperty(doc, 'toJson', { value: () => reply.text, enumerable: false });
    return doc;
  }

  // The rung to show: 1..4, 4 when not given; checked as every binding does.
  function levelOf(opts) {
    const level = opts && opts.level !== undefined && opts.level !== null ? opts.level : 4;
    if (!Number.isInteger(level)) throw new TypeError('level is an integer (1..4), got ' + JSON.stringify(level));
    const reply = mod.core_checkLevel(level);
    if (!reply.ok) fail(reply);
    return level;
  }

  // The hint at one rung of the ladder, as `queens-hint --level L` words it:
  // {heading, text, cells}; cells are the ones to highlight at that rung.
  function rung(doc, level) {
    const step = doc.rule !== undefined && doc.ladder;
    const stepped = step && (doc.status === 'hint' || doc.status === 'guess');
    let text = doc.explanation;
    // Several solutions: the warning opens the explanation; it is shown on its own.
    const warning = doc.several_solutions ? doc.several_solutions.text : '';
    if (warning && text.startsWith(warning)) text = text.slice(warning.length).trimStart();
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
      // A player's words: the technique's plain name, not its id and tier.
      const technique = doc.plain_title || doc.title;
      if (level === 1) {
        heading = 'Where to look: ';
        text = doc.ladder.nudge.replace(/^Look at /, '');
      } else if (level === 2) {
        heading = 'Technique: ';
        text = doc.ladder.technique;
      } else if (level === 3) {
        heading = 'Why (' + technique + '): ';
        text = doc.ladder.reason;
        cells = doc.focus;
      } else {
        heading = 'Next move (' + technique + '): ';
        cells = doc.focus.concat(doc.placed, doc.eliminated);
      }
    } else if (doc.status === 'stuck') {
      heading = 'Stuck: ';
    }
    return { level: level, warning: warning, guess: guess, heading: heading, text: text, cells: cells };
  }

  mod.version = () => mod.core_version();

  mod.parseBoard = function (text, opts) {
    return document(mod.core_parseBoard(boardText(text), options(opts)));
  };

  // A list of SBN strings, one board a line, as published collections come:
  // [{line, source, n, regions, sbn, stars}, ...], each entry a board for
  // hint, trace, grade and solve, its source 'SOURCE:LINE'.
  mod.parseBoardList = function (text, opts) {
    if (typeof text !== 'string') throw new TypeError('a list of boards is text, one SBN string a line');
    return deepFreeze(document(mod.core_parseBoardList(text, options(opts))));
  };

  mod.hint = function (board, position, opts) {
    const level = levelOf(opts);
    const doc = document(mod.core_hint(boardText(board), positionArg(position), options(opts)));
    Object.defineProperty(doc, 'shown', { value: deepFreeze(rung(doc, level)), enumerable: false });
    return deepFreeze(doc);
  };

  mod.hintAtLevel = function (doc, level) {
    return rung(doc, levelOf({ level: level }));
  };

  mod.trace = function (board, opts) {
    const p = opts && opts.position;
    return deepFreeze(document(mod.core_trace(boardText(board), positionArg(p), options(opts))));
  };

  // One puzzle's grade: the fields of the grades document's one entry (as
  // Python's Grade); toJson() is the whole document, as `grade --json` prints it.
  mod.grade = function (board, opts) {
    const reply = mod.core_grade(boardText(board), options(opts));
    if (!reply.ok) fail(reply);
    const entry = JSON.parse(reply.text).puzzles[0];
    Object.defineProperty(entry, 'toJson', { value: () => reply.text, enumerable: false });
    return deepFreeze(entry);
  };

  mod.solve = function (board, opts) {
    const p = opts && opts.position;
    return deepFreeze(document(mod.core_solve(boardText(board), positionArg(p), options(opts))));
  };

  // The rule catalogue, for hint UIs: id, title, tier, summary, reminder, ...
  mod.rules = function () {
    return deepFreeze(JSON.parse(mod.core_rules()));
  };

  // Boards as `queens-hint generate --format json` makes them (an array; the
  // same boards for the same arguments). opts: size (required), stars,
  // grade (a label) or score ("A..B" or [a, b]), require (rule ids), count,
  // seed, maxAttempts, style ('linkedin', 'community', 'starbattle'),
  // tighten (moves of `generate --tighten`, K >= 2 boards closer to the
  // published ones' difficulty); or
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
      tighten: o.tighten === undefined ? 0 : o.tighten,
    });
    return deepFreeze(document(reply));
  };

  // {valid, problem}: whether the placement's queens solve the board.
  mod.check = function (board, placement, opts) {
    const pos = positionArg(placement);
    if (pos === '') throw new TypeError('check needs a placement');
    return deepFreeze(document(mod.core_check(boardText(board), pos, options(opts))));
  };

  mod.InputError = InputError;

  mod.api = Object.freeze({
    version: mod.version,
    parseBoard: mod.parseBoard,
    parseBoardList: mod.parseBoardList,
    hint: mod.hint,
    hintAtLevel: mod.hintAtLevel,
    trace: mod.trace,
    grade: mod.grade,
    solve: mod.solve,
    check: mod.check,
    generate: mod.generate,
    rules: mod.rules,
    InputError: InputError,
  });
})(Module);
