// SPDX-License-Identifier: MIT
// The page (web/index.html): enter a board, play it, ask for hints a rung at
// a time, step through the solution. Plain JS over the engine's JS API
// (web/api.js) and the shared viewer (web/viewer.js). No network.
(function () {
  'use strict';

  const $ = (id) => document.getElementById(id);
  // The board shown when the address names none: fixtures/spec-7x7.txt.
  const SAMPLE = 'PPPPPPO\nPSGLLLO\nPSGGGLO\nPSSBGLO\nPRSBBBO\nPRRRRBO\nPOOOOOO\n';

  const state = {
    qh: null, // the engine
    board: null, // {n, regions, stars}
    marks: null, // N x N of '.', 'x', 'Q'
    undo: [],
    redo: [],
    cursor: [0, 0],
    hint: null, // the hint document for the current position
    rung: 0, // rungs revealed (0..4)
    trace: null,
    viewer: null,
    paint: null, // {regions: N x N letters, letter} while painting
  };

  let lastHash = ''; // the fragment this page wrote last
  const copy = (marks) => marks.map((row) => row.slice());
  const positionText = (marks) => marks.map((row) => row.join('')).join('\n') + '\n';

  // --- the URL fragment: b=regions (rows joined by '-'), k=stars, p=marks
  function saveFragment() {
    if (!state.board) return;
    const parts = ['b=' + state.board.regions.join('-')];
    if (state.board.stars > 1) parts.push('k=' + state.board.stars);
    const p = state.marks.map((row) => row.join('')).join('');
    if (/[xQ]/.test(p)) parts.push('p=' + p.replace(/\./g, '_'));
    lastHash = '#' + parts.join('&');
    try {
      history.replaceState(null, '', lastHash);
    } catch (e) {
      // an opaque origin may refuse; sharing then needs the board text
    }
  }
  function readFragment() {
    const args = new URLSearchParams(location.hash.slice(1));
    if (!args.get('b')) return null;
    const regions = args.get('b').split('-');
    const stars = parseInt(args.get('k') || '1', 10);
    const p = (args.get('p') || '').replace(/_/g, '.');
    return { text: (stars > 1 ? 'stars: ' + stars + '\n' : '') + regions.join('\n') + '\n', position: p };
  }

  // --- loading a board
  function loadBoard(text, stars, position) {
    const opts = stars && stars > 1 ? { stars: stars } : {};
    const parsed = state.qh.parseBoard(text, opts);
    state.board = { n: parsed.n, regions: parsed.regions, stars: parsed.stars };
    const n = parsed.n;
    state.marks = [];
    for (let r = 0; r < n; r++) state.marks.push(new Array(n).fill('.'));
    if (position && position.length === n * n)
      for (let i = 0; i < n * n; i++) state.marks[Math.floor(i / n)][i % n] = /[xQ]/.test(position[i]) ? position[i] : '.';
    state.undo = [];
    state.redo = [];
    state.cursor = [0, 0];
    state.paint = null;
    $('paint-tools').hidden = true;
    state.trace = state.qh.trace(state.board);
    const g = state.trace.grade;
    const k = state.board.stars > 1 ? ', ' + state.board.stars + ' stars per house' : '';
    $('grade').textContent = n + '\u00d7' + n + k + ' \u2014 grade: ' + g.label +
      (typeof g.score === 'number' ? ' (score ' + g.score.toFixed(2) + ')' : '') +
      (g.hardest_rule ? ', hardest technique tier ' + g.hardest_tier : '');
    if (state.viewer) state.viewer.destroy();
    state.viewer = null;
    if ($('trace-box').open) mountTrace();
    changed(false);
  }

  function mountTrace() {
    if (state.viewer) state.viewer.destroy();
    state.viewer = QHViewer.mountTrace($('trace'), state.trace, {
      letters: $('letters').checked,
      patterns: $('patterns').checked,
    });
  }

  // --- the rules as the player sees them: clashes and "solved"
  function conflicts() {
    const { n, regions, stars } = state.board;
    const queens = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (state.marks[r][c] === 'Q') queens.push([r, c]);
    const bad = new Set();
    const houses = new Map();
    for (const [r, c] of queens)
      for (const h of ['r' + r, 'c' + c, 'g' + regions[r][c]]) {
        if (!houses.has(h)) houses.set(h, []);
        houses.get(h).push([r, c]);
      }
    for (const cells of houses.values()) if (cells.length > stars) for (const q of cells) bad.add(q[0] * 64 + q[1]);
    for (const a of queens)
      for (const b of queens)
        if ((a[0] !== b[0] || a[1] !== b[1]) && Math.abs(a[0] - b[0]) <= 1 && Math.abs(a[1] - b[1]) <= 1) bad.add(a[0] * 64 + a[1]);
    return { queens: queens, cells: [...bad].map((k) => [Math.floor(k / 64), k % 64]) };
  }

  function highlight() {
    const h = state.hint;
    if (!h || state.rung === 0) return {};
    if (h.status === 'mistake') {
      const m = h.mistake || {};
      return { conflict: m.cell ? [m.cell] : [], focus: m.related || [] };
    }
    if (h.rule === undefined) return {};
    if (state.rung === 3) return { focus: h.focus };
    if (state.rung >= 4) return { focus: h.focus, placed: h.placed, eliminated: h.eliminated };
    return {};
  }

  function draw() {
    const holder = $('play-board');
    if (state.paint) {
      QHViewer.drawBoard(holder, {
        regions: state.paint.regions.map((row) => row.join('')),
        stars: 1,
        letters: true,
        patterns: $('patterns').checked,
        interactive: true,
        cursor: state.cursor,
      });
      return;
    }
    const clash = conflicts();
    const hl = highlight();
    hl.conflict = (hl.conflict || []).concat(clash.cells);
    QHViewer.drawBoard(holder, {
      regions: state.board.regions,
      stars: state.board.stars,
      marks: state.marks,
      highlight: hl,
      letters: $('letters').checked,
      patterns: $('patterns').checked,
      interactive: true,
      cursor: state.cursor,
    });
    const { n, stars } = state.board;
    const piece = stars > 1 ? 'stars' : 'queens';
    let status = clash.queens.length + ' of ' + n * stars + ' ' + piece + '.';
    if (clash.cells.length) status = 'Conflict: ' + clash.cells.map((c) => QHViewer.cellName(c[0], c[1])).join(', ') + ' break the rules.';
    else if (clash.queens.length === n * stars) {
      const check = state.qh.check(state.board, positionText(state.marks));
      status = check.valid ? 'Solved! Well done.' : 'Not solved: ' + check.problem + '.';
    }
    $('status').textContent = status;
    $('status').classList.toggle('solved', status.startsWith('Solved'));
    $('undo').disabled = state.undo.length === 0;
    $('redo').disabled = state.redo.length === 0;
  }

  // After any change of position: the hint starts again from rung 0.
  function changed(keepHint) {
    if (!keepHint) {
      state.hint = null;
      state.rung = 0;
      showHint();
    }
    saveFragment();
    draw();
  }

  // --- moves
  function commit(next) {
    state.undo.push(copy(state.marks));
    if (state.undo.length > 500) state.undo.shift();
    state.redo = [];
    state.marks = next;
    changed(false);
  }

  // Crosses out what a new queen rules out: its neighbours, and the rest of
  // each of its houses that now has all its queens.
  function autoCross(marks, r, c) {
    const { n, regions, stars } = state.board;
    const count = (pred) => {
      let k = 0;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (marks[i][j] === 'Q' && pred(i, j)) k++;
      return k;
    };
    const rowFull = count((i) => i === r) >= stars;
    const colFull = count((i, j) => j === c) >= stars;
    const regFull = count((i, j) => regions[i][j] === regions[r][c]) >= stars;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        if (marks[i][j] !== '.') continue;
        const near = Math.abs(i - r) <= 1 && Math.abs(j - c) <= 1;
        if (near || (rowFull && i === r) || (colFull && j === c) || (regFull && regions[i][j] === regions[r][c])) marks[i][j] = 'x';
      }
  }

  function setMark(r, c, mark) {
    if (state.marks[r][c] === mark) return;
    const next = copy(state.marks);
    next[r][c] = mark;
    if (mark === 'Q' && $('auto-x').checked) autoCross(next, r, c);
    commit(next);
  }
  function cycle(r, c) {
    const order = { '.': 'x', x: 'Q', Q: '.' };
    setMark(r, c, order[state.marks[r][c]]);
  }

  function undo() {
    if (!state.undo.length) return;
    state.redo.push(state.marks);
    state.marks = state.undo.pop();
    changed(false);
  }
  function redo() {
    if (!state.redo.length) return;
    state.undo.push(state.marks);
    state.marks = state.redo.pop();
    changed(false);
  }

  // --- hints: one rung per click; the fourth offers to apply the move
  function showHint() {
    const h = state.hint;
    $('apply-btn').hidden = true;
    if (!h || state.rung === 0) {
      $('hint-rung').textContent = '';
      $('hint-warning').hidden = true;
      $('hint-heading').textContent = '';
      $('hint-text').textContent = '';
      $('hint-btn').textContent = 'Hint';
      return;
    }
    const shown = state.qh.hintAtLevel(h, state.rung);
    $('hint-warning').textContent = shown.warning;
    $('hint-warning').hidden = !shown.warning;
    const ladder = h.ladder && (h.status === 'hint' || h.status === 'guess');
    $('hint-rung').textContent = ladder ? 'Rung ' + state.rung + ' of 4: ' + ['where to look', 'which technique', 'the reason', 'the move'][state.rung - 1] : '';
    $('hint-heading').textContent = h.status === 'mistake' ? 'Mistake' : (shown.guess ? shown.guess + ' ' : '') + shown.heading.replace(/: $/, '');
    $('hint-text').textContent = shown.text;
    $('hint-btn').textContent = ladder && state.rung < 4 ? 'More help' : 'Hint';
    $('apply-btn').hidden = !(ladder && state.rung === 4);
  }

  function askHint() {
    if (!state.board || state.paint) return;
    const ladder = state.hint && state.hint.ladder && (state.hint.status === 'hint' || state.hint.status === 'guess');
    if (state.hint && ladder && state.rung < 4) {
      state.rung += 1;
    } else {
      state.hint = state.qh.hint(state.board, positionText(state.marks));
      state.rung = 1;
    }
    showHint();
    draw();
  }

  function applyMove() {
    const h = state.hint;
    if (!h || !h.placed) return;
    const next = copy(state.marks);
    for (const [r, c] of h.eliminated) if (next[r][c] === '.') next[r][c] = 'x';
    for (const [r, c] of h.placed) next[r][c] = 'Q';
    commit(next);
  }

  // --- a new puzzle from the generator, at the chosen size and grade
  function generate() {
    const seed = Math.floor(Math.random() * 1e9);
    try {
      const boards = state.qh.generate({ size: parseInt($('gen-size').value, 10), grade: $('gen-grade').value, seed: seed });
      if (!boards.length) throw new Error('no board at that grade this time: try again');
      $('hint-btn').disabled = false;
      loadBoard(boards[0].rows.join('\n') + '\n', 0, '');
      $('entry-error').textContent = '';
    } catch (e) {
      $('entry-error').textContent = e.message;
    }
  }

  // --- the puzzle of the day: the same board for everyone on a date, made
  // in the page as `queens-hint generate --date` makes it (docs/generate.md)
  function localDate(d) {
    const two = (v) => String(v).padStart(2, '0');
    return d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());
  }
  function puzzleOfTheDay() {
    const date = localDate(new Date());
    try {
      const boards = state.qh.generate({ date: date });
      if (!boards.length) throw new Error('no puzzle of the day for ' + date);
      $('hint-btn').disabled = false;
      loadBoard(boards[0].rows.join('\n') + '\n', 0, '');
      $('entry-error').textContent = '';
    } catch (e) {
      $('entry-error').textContent = e.message;
    }
  }

  // --- painting a new board
  function startPaint() {
    const n = parseInt($('paint-size').value, 10);
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.slice(0, n);
    state.paint = { regions: [], letter: 'A' };
    for (let r = 0; r < n; r++) state.paint.regions.push(new Array(n).fill('A'));
    const box = $('paint-letters');
    box.replaceChildren();
    for (const l of letters) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = l;
      b.setAttribute('role', 'radio');
      b.style.background = QHViewer.PALETTE[letters.indexOf(l) % QHViewer.PALETTE.length];
      b.addEventListener('click', () => {
        state.paint.letter = l;
        for (const o of box.children) o.setAttribute('aria-checked', String(o === b));
      });
      b.setAttribute('aria-checked', String(l === 'A'));
      box.appendChild(b);
    }
    $('paint-tools').hidden = false;
    $('hint-btn').disabled = true;
    draw();
  }
  function paintCell(r, c) {
    state.paint.regions[r][c] = state.paint.letter;
    draw();
  }
  function finishPaint() {
    const text = state.paint.regions.map((row) => row.join('')).join('\n') + '\n';
    try {
      $('hint-btn').disabled = false;
      loadBoard(text, parseInt($('stars').value, 10), '');
      $('entry-error').textContent = '';
    } catch (e) {
      $('hint-btn').disabled = true;
      $('entry-error').textContent = e.message;
    }
  }

  // --- pointer: click cycles, drag crosses out (or paints)
  function cellAt(x, y) {
    const el = document.elementFromPoint(x, y);
    const cell = el && el.closest && el.closest('#play-board .qh-cell');
    return cell ? [parseInt(cell.dataset.r, 10), parseInt(cell.dataset.c, 10)] : null;
  }
  let drag = null;
  function onPointerDown(e) {
    const at = cellAt(e.clientX, e.clientY);
    if (!at || e.button > 0) return;
    e.preventDefault();
    state.cursor = at;
    if (state.paint) {
      paintCell(at[0], at[1]);
      drag = { paint: true };
      return;
    }
    drag = { start: at, moved: false, before: copy(state.marks), work: copy(state.marks) };
  }
  function onPointerMove(e) {
    if (!drag) return;
    const at = cellAt(e.clientX, e.clientY);
    if (!at) return;
    if (drag.paint) {
      if (state.paint.regions[at[0]][at[1]] !== state.paint.letter) paintCell(at[0], at[1]);
      return;
    }
    if (at[0] === drag.start[0] && at[1] === drag.start[1] && !drag.moved) return;
    drag.moved = true;
    for (const [r, c] of [drag.start, at]) if (drag.work[r][c] === '.') drag.work[r][c] = 'x';
    state.marks = copy(drag.work);
    draw();
  }
  function onPointerUp() {
    if (!drag) return;
    const d = drag;
    drag = null;
    if (d.paint) return;
    if (d.moved) {
      state.marks = d.before;
      commit(d.work);
    } else {
      cycle(d.start[0], d.start[1]);
    }
    focusCursor();
  }

  function focusCursor() {
    const cell = $('play-board').querySelector('[data-r="' + state.cursor[0] + '"][data-c="' + state.cursor[1] + '"]');
    if (cell) cell.focus();
  }

  // --- keyboard on the board
  function onBoardKey(e) {
    if (!e.target.classList || !e.target.classList.contains('qh-cell')) return;
    const n = state.paint ? state.paint.regions.length : state.board.n;
    const [r, c] = state.cursor;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in moves) {
      const [dr, dc] = moves[e.key];
      state.cursor = [Math.max(0, Math.min(n - 1, r + dr)), Math.max(0, Math.min(n - 1, c + dc))];
      draw();
      focusCursor();
      e.preventDefault();
      return;
    }
    if (state.paint) {
      if (e.key === ' ' || e.key === 'Enter') paintCell(r, c);
      else if (/^[a-z]$/i.test(e.key) && e.key.toUpperCase().charCodeAt(0) - 65 < n) state.paint.letter = e.key.toUpperCase();
      else return;
    } else if (e.key === ' ' || e.key === 'Enter') cycle(r, c);
    else if (e.key === 'q' || e.key === 'Q') setMark(r, c, 'Q');
    else if (e.key === 'x' || e.key === 'X') setMark(r, c, 'x');
    else if (e.key === 'Delete' || e.key === 'Backspace') setMark(r, c, '.');
    else return;
    e.preventDefault();
    focusCursor();
  }

  function onGlobalKey(e) {
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && (e.key === 'z' || e.key === 'Z')) {
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    } else if (mod && (e.key === 'y' || e.key === 'Y')) {
      e.preventDefault();
      redo();
    } else if (!mod && (e.key === 'h' || e.key === 'H')) {
      askHint();
    }
  }

  function wire() {
    const board = $('play-board');
    board.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    board.addEventListener('keydown', onBoardKey);
    board.addEventListener('focusin', (e) => {
      const cell = e.target.closest('.qh-cell');
      if (cell) state.cursor = [parseInt(cell.dataset.r, 10), parseInt(cell.dataset.c, 10)];
    });
    document.addEventListener('keydown', onGlobalKey);
    $('undo').addEventListener('click', undo);
    $('redo').addEventListener('click', redo);
    $('clear').addEventListener('click', () => {
      const n = state.board.n;
      const empty = [];
      for (let r = 0; r < n; r++) empty.push(new Array(n).fill('.'));
      commit(empty);
    });
    for (const id of ['letters', 'patterns']) $(id).addEventListener('change', () => {
      draw();
      if (state.viewer) mountTrace();
    });
    $('hint-btn').addEventListener('click', askHint);
    $('apply-btn').addEventListener('click', applyMove);
    $('load-board').addEventListener('click', () => {
      try {
        loadBoard($('board-text').value, parseInt($('stars').value, 10), '');
        $('entry-error').textContent = '';
        $('hint-btn').disabled = false;
      } catch (e) {
        $('entry-error').textContent = e.message;
      }
    });
    $('board-file').addEventListener('change', () => {
      const file = $('board-file').files[0];
      if (!file) return;
      file.text().then((text) => {
        $('board-text').value = text;
        $('load-board').click();
      });
    });
    for (let n = 4; n <= 14; n++) {
      const o = document.createElement('option');
      o.value = o.textContent = n;
      if (n === 8) o.selected = true;
      $('paint-size').appendChild(o);
    }
    for (let n = 5; n <= 11; n++) {
      const o = document.createElement('option');
      o.value = o.textContent = n;
      if (n === 8) o.selected = true;
      $('gen-size').appendChild(o);
    }
    $('gen-btn').addEventListener('click', generate);
    $('daily-btn').addEventListener('click', puzzleOfTheDay);
    $('paint-start').addEventListener('click', startPaint);
    $('paint-done').addEventListener('click', finishPaint);
    $('trace-box').addEventListener('toggle', () => {
      if ($('trace-box').open && !state.viewer) mountTrace();
    });
    window.addEventListener('hashchange', () => {
      const f = readFragment();
      if (f && location.hash !== lastHash) start(f);
    });
  }

  function start(f) {
    try {
      loadBoard(f.text, 0, f.position);
    } catch (e) {
      $('entry-error').textContent = e.message;
      $('entry').open = true;
      loadBoard(SAMPLE, 0, '');
    }
    lastHash = location.hash;
  }

  createQueensHint().then((qh) => {
    state.qh = qh;
    $('version').textContent = 'Engine ' + qh.version() + '.';
    wire();
    start(readFragment() || { text: SAMPLE, position: '' });
    document.body.dataset.ready = 'true';
  });
})();
