// SPDX-License-Identifier: MIT
// The page (web/index.html): enter or pick a board, play it against the
// clock, ask for hints a rung at a time, step through the solution. Plain JS
// over the engine's JS API (web/api.js), the shared viewer (web/viewer.js),
// the player's words (web/page-words.js) and the game's clock and tally
// (web/page-game.js). No network; settings are kept in localStorage.
(function () {
  'use strict';

  const $ = (id) => document.getElementById(id);
  // The board shown when the address names none: fixtures/spec-7x7.txt.
  const SAMPLE = 'PPPPPPO\nPSGLLLO\nPSGGGLO\nPSSBGLO\nPRSBBBO\nPRRRRBO\nPOOOOOO\n';
  const SETTINGS_KEY = 'queens-hint.settings';
  const SEEN_KEY = 'queens-hint.seen-how-to-play';
  const SETTINGS = ['auto-x', 'letters', 'patterns'];
  const friendly = (e) => QHWords.friendlyError(e);

  const state = {
    qh: null, // the engine
    board: null, // {n, regions, stars}
    solution: null, // the queens of the one solution, or null (none or several)
    grade: null, // the board's grade (a trace document's `grade`)
    clock: null, // QHGame's clock of this game
    tally: null, // QHGame's tally of this game: hints per rung, mistakes
    won: false,
    hiddenPause: false, // the clock stopped because the page was hidden
    starsFromBoard: false, // "Stars per house" shows the board's K, not the player's choice
    marks: null, // N x N of '.', 'x', 'Q'
    undo: [],
    redo: [],
    cursor: [0, 0],
    hint: null, // the hint document for the current position
    rung: 0, // rungs revealed (0..4)
    viewer: null, // the solution's trace viewer, once the player asked for it
    traceDoc: null, // the trace it shows
    paint: null, // {regions: N x N letters, letter} while painting
  };

  let lastHash = ''; // the fragment this page wrote last
  const copy = (marks) => marks.map((row) => row.slice());
  const positionText = (marks) => marks.map((row) => row.join('')).join('\n') + '\n';

  // --- settings kept between visits (a page from file:// may have no storage)
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function store(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch (e) {
      // no storage: the settings last for this visit
    }
  }
  function loadSettings() {
    let saved = {};
    try {
      saved = JSON.parse(stored(SETTINGS_KEY) || '{}') || {};
    } catch (e) {
      saved = {};
    }
    for (const id of SETTINGS) if (typeof saved[id] === 'boolean') $(id).checked = saved[id];
    if (['auto', 'light', 'dark'].includes(saved.theme)) $('theme').value = saved.theme;
    applyTheme();
  }
  function saveSettings() {
    const out = { theme: $('theme').value };
    for (const id of SETTINGS) out[id] = $(id).checked;
    store(SETTINGS_KEY, JSON.stringify(out));
  }
  function applyTheme() {
    const t = $('theme').value;
    if (t === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = t;
  }

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

  // Why a position from the address does not fit an N x N board, or ''.
  function positionProblem(position, n) {
    if (!position) return '';
    if (position.length !== n * n)
      return 'the position in the link has ' + position.length + ' cells, but the board has ' + n * n;
    const bad = position.search(/[^.xQ]/);
    return bad < 0 ? '' : 'the position in the link has \'' + position[bad] + '\' at cell ' +
      QHViewer.cellName(Math.floor(bad / n), bad % n) + ' (only _, x and Q)';
  }

  // --- loading a board: opts {title, scroll}. Throws the engine's errors.
  function loadBoard(text, stars, position, opts) {
    const o = opts || {};
    const parsed = state.qh.parseBoard(QHWords.boardText(text), stars && stars > 1 ? { stars: stars } : {});
    state.board = { n: parsed.n, regions: parsed.regions, stars: parsed.stars };
    const n = parsed.n;
    state.marks = [];
    for (let r = 0; r < n; r++) state.marks.push(new Array(n).fill('.'));
    for (let i = 0; position && i < n * n; i++) state.marks[Math.floor(i / n)][i % n] = position[i];
    $('stars').value = parsed.stars;
    state.starsFromBoard = true;
    state.undo = [];
    state.redo = [];
    state.cursor = [0, 0];
    state.paint = null;
    $('paint-tools').hidden = true;
    $('hint-btn').disabled = $('move-btn').disabled = false;
    $('entry-error').textContent = '';
    state.grade = state.qh.trace(state.board).grade;
    const g = state.grade;
    const k = parsed.stars > 1 ? ', ' + parsed.stars + ' stars per house' : '';
    $('grade').textContent = (o.title ? o.title + ': ' : '') + n + '\u00d7' + n + k + ' \u2014 grade: ' + g.label +
      (typeof g.score === 'number' ? ' (score ' + g.score.toFixed(2) + ')' : '') +
      (g.hardest_rule ? ', hardest technique tier ' + g.hardest_tier : '');
    showBanner();
    closeTrace();
    state.won = false;
    state.tally = QHGame.createTally();
    showPaused(false);
    state.clock.start();
    changed(false);
    if (o.scroll) showBoard();
  }

  // A board with no solution or several gets a banner above the board.
  function showBanner() {
    const solved = state.qh.solve(state.board, { limit: 2 });
    state.solution = solved.solutions === 1 ? solved.solution : null;
    const banner = $('banner');
    banner.className = 'banner';
    if (solved.solutions === 0) {
      banner.textContent = 'This board has no solution: check it against the puzzle. The hints cannot lead anywhere.';
      banner.classList.add('banner-none');
    } else if (solved.solutions > 1) {
      banner.textContent = 'This board has more than one solution: check it against the puzzle. ' +
        'The hints only say what holds in every solution.';
      banner.classList.add('banner-several');
    }
    banner.hidden = solved.solutions === 1;
  }

  // On a phone the board is above the forms: bring it into view, with the
  // header that names it when both fit.
  function showBoard() {
    const box = $('play-board').getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    if (box.bottom + window.scrollY <= window.innerHeight) window.scrollTo(0, 0);
    else document.querySelector('.play').scrollIntoView({ block: 'start' });
  }

  // --- the solution, step by step: from the player's position, once asked
  function closeTrace() {
    if (state.viewer) state.viewer.destroy();
    state.viewer = null;
    $('trace').replaceChildren();
    $('trace-ask').hidden = false;
    $('trace-box').open = false;
  }
  function mountTrace() {
    try {
      state.traceDoc = state.qh.trace(state.board, { position: positionText(state.marks) });
      showTrace(0);
    } catch (e) {
      $('trace').textContent = friendly(e);
    }
  }
  // The trace viewer at step `at` (again after the letters or patterns change).
  function showTrace(at) {
    if (state.viewer) state.viewer.destroy();
    state.viewer = QHViewer.mountTrace($('trace'), state.traceDoc, {
      letters: $('letters').checked,
      patterns: $('patterns').checked,
      coords: true,
    });
    state.viewer.show(at);
    $('trace-ask').hidden = true;
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
    const regions = state.board.regions;
    if (state.rung <= 2) return { house: QHViewer.houseCells(regions, h.houses) };
    if (state.rung === 3) {
      // What the reason's text names is what lights up: its houses and cells.
      const named = QHWords.housesIn(h.ladder.reason);
      const houses = h.houses || {};
      const all = {
        rows: (houses.rows || []).concat(named.rows),
        columns: (houses.columns || []).concat(named.columns),
        regions: (houses.regions || []).concat(named.regions),
      };
      return { house: QHViewer.houseCells(regions, all), focus: h.focus.concat(named.cells) };
    }
    return { focus: h.focus, placed: h.placed, eliminated: h.eliminated };
  }

  // The legend names the highlights the board shows.
  function showLegend(hl) {
    const shown = { house: false, focus: false, placed: false, eliminated: false };
    for (const k of Object.keys(shown)) shown[k] = !!(hl[k] && hl[k].length);
    for (const k of Object.keys(shown)) document.querySelector('#legend .key-' + k).hidden = !shown[k];
    $('legend').hidden = !Object.values(shown).some(Boolean);
  }

  // Redraws the board; the focus stays on the board if it was there (the
  // cells are new elements).
  function draw() {
    const holder = $('play-board');
    const hadFocus = holder.contains(document.activeElement);
    paint(holder);
    if (hadFocus) focusCursor();
  }
  function paint(holder) {
    if (state.paint) {
      QHViewer.drawBoard(holder, {
        regions: state.paint.regions.map((row) => row.join('')),
        stars: 1,
        letters: true,
        patterns: $('patterns').checked,
        coords: true,
        interactive: true,
        cursor: state.cursor,
      });
      $('legend').hidden = true;
      return;
    }
    const clash = conflicts();
    const hl = highlight();
    showLegend(hl);
    hl.conflict = (hl.conflict || []).concat(clash.cells);
    QHViewer.drawBoard(holder, {
      regions: state.board.regions,
      stars: state.board.stars,
      marks: state.marks,
      highlight: hl,
      letters: $('letters').checked,
      patterns: $('patterns').checked,
      coords: true,
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
    if (status.startsWith('Solved') && !state.won) win();
  }

  // --- the end of a game: the clock stops, the win panel says what it took
  function win() {
    state.won = true;
    state.clock.stop();
    const list = $('win-stats');
    list.replaceChildren();
    for (const [term, value] of QHGame.summary(state.tally, state.clock.elapsed(), state.grade.label)) {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      dd.dataset.term = term.toLowerCase();
      list.append(dt, dd);
    }
    if (!$('win').open) $('win').showModal();
  }
  function showClock(ms) {
    $('timer').textContent = QHGame.clockText(ms);
  }
  function pauseToggle() {
    if (!state.clock || state.clock.stopped() || state.paint) return;
    if (state.clock.running()) state.clock.pause();
    else state.clock.resume();
    showPaused(!state.clock.running());
  }
  function showPaused(paused) {
    $('pause-btn').textContent = paused ? 'Resume' : 'Pause';
    $('pause-btn').setAttribute('aria-pressed', String(paused));
    $('play-board').classList.toggle('paused', paused);
    $('paused-note').hidden = !paused;
  }
  const paused = () => $('play-board').classList.contains('paused');

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
    if (QHGame.isMistake(state.marks, next, state.solution)) state.tally.mistakes += 1;
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
    if (!state.undo.length || paused()) return;
    state.redo.push(state.marks);
    state.marks = state.undo.pop();
    changed(false);
  }
  function redo() {
    if (!state.redo.length || paused()) return;
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
    const words = (t) => QHWords.nameRegions(t, state.board.regions);
    $('hint-warning').textContent = words(shown.warning);
    $('hint-warning').hidden = !shown.warning;
    const ladder = h.ladder && (h.status === 'hint' || h.status === 'guess');
    $('hint-rung').textContent = ladder ? 'Rung ' + state.rung + ' of 4: ' + ['where to look', 'which technique', 'the reason', 'the move'][state.rung - 1] : '';
    $('hint-heading').textContent = h.status === 'mistake' ? 'Mistake' : (shown.guess ? words(shown.guess) + ' ' : '') + shown.heading.replace(/: $/, '');
    $('hint-text').textContent = words(shown.text);
    $('hint-btn').textContent = ladder && state.rung < 4 ? 'More help' : 'Hint';
    $('apply-btn').hidden = !(ladder && state.rung === 4);
  }

  const ladderOf = (h) => h && h.ladder && (h.status === 'hint' || h.status === 'guess');

  // One rung more per call; `whole` goes straight to the move (rung 4).
  function askHint(whole) {
    if (!state.board || state.paint || paused()) return;
    if (state.hint && ladderOf(state.hint) && state.rung < 4) {
      state.rung = whole ? 4 : state.rung + 1;
    } else {
      state.hint = state.qh.hint(state.board, positionText(state.marks));
      state.rung = whole && ladderOf(state.hint) ? 4 : 1;
    }
    if (ladderOf(state.hint)) state.tally.rungs[state.rung - 1] += 1;
    showHint();
    draw();
  }

  // Takes the move; with Auto-X a queen it places also crosses out around it.
  function applyMove() {
    const h = state.hint;
    if (!h || !h.placed || paused()) return;
    const next = copy(state.marks);
    for (const [r, c] of h.eliminated) if (next[r][c] === '.') next[r][c] = 'x';
    for (const [r, c] of h.placed) next[r][c] = 'Q';
    if ($('auto-x').checked) for (const [r, c] of h.placed) autoCross(next, r, c);
    commit(next);
    focusCursor();
  }

  // --- a new puzzle from the generator, at the chosen size and grade
  function generate() {
    const seed = Math.floor(Math.random() * 1e9);
    try {
      const boards = state.qh.generate({ size: parseInt($('gen-size').value, 10), grade: $('gen-grade').value, seed: seed });
      if (!boards.length) throw new Error('no board at that grade this time: try again');
      loadBoard(boards[0].rows.join('\n') + '\n', 0, '', { scroll: true });
    } catch (e) {
      $('entry-error').textContent = friendly(e);
    }
  }

  // --- the puzzle of the day: the same board for everyone on a date, made
  // in the page as `queens-hint generate --date` makes it (docs/generate.md)
  function localDate(d) {
    const two = (v) => String(v).padStart(2, '0');
    return d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());
  }
  function puzzleOfTheDay() {
    const date = $('daily-date').value || localDate(new Date());
    try {
      const boards = state.qh.generate({ date: date });
      if (!boards.length) throw new Error('no puzzle of the day for ' + date);
      loadBoard(boards[0].rows.join('\n') + '\n', 0, '', { title: 'Puzzle of ' + date, scroll: true });
    } catch (e) {
      $('entry-error').textContent = friendly(e);
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
      b.title = QHViewer.COLOUR_NAMES[letters.indexOf(l) % QHViewer.COLOUR_NAMES.length];
      b.addEventListener('click', () => {
        state.paint.letter = l;
        for (const o of box.children) o.setAttribute('aria-checked', String(o === b));
      });
      b.setAttribute('aria-checked', String(l === 'A'));
      box.appendChild(b);
    }
    $('paint-tools').hidden = false;
    // Nothing of the previous board stays: its header, status, hint, banner, error.
    $('hint-btn').disabled = $('move-btn').disabled = true;
    state.hint = null;
    state.rung = 0;
    showHint();
    closeTrace();
    state.clock.stop();
    showPaused(false);
    $('grade').textContent = 'Painting a new ' + n + '\u00d7' + n + ' board';
    $('banner').hidden = true;
    $('entry-error').textContent = '';
    $('status').textContent = 'Pick a region letter, then click or drag over its cells.';
    $('status').classList.remove('solved');
    draw();
  }
  function paintCell(r, c) {
    state.paint.regions[r][c] = state.paint.letter;
    draw();
  }
  function finishPaint() {
    const text = state.paint.regions.map((row) => row.join('')).join('\n') + '\n';
    try {
      loadBoard(text, parseInt($('stars').value, 10), '', { scroll: true });
    } catch (e) {
      $('entry-error').textContent = friendly(e);
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
    if (!at || e.button > 0 || paused()) return;
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
    if (!e.target.classList || !e.target.classList.contains('qh-cell') || paused()) return;
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
    } else if (!mod && !e.altKey && (e.key === 'h' || e.key === 'H')) {
      askHint(false);
    } else if (!mod && !e.altKey && (e.key === 'm' || e.key === 'M')) {
      askHint(true);
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
      if (state.paint || paused()) return;
      const n = state.board.n;
      const empty = [];
      for (let r = 0; r < n; r++) empty.push(new Array(n).fill('.'));
      commit(empty);
    });
    for (const id of ['letters', 'patterns']) $(id).addEventListener('change', () => {
      saveSettings();
      draw();
      if (state.viewer) showTrace(state.viewer.index());
    });
    $('auto-x').addEventListener('change', saveSettings);
    $('theme').addEventListener('change', () => {
      applyTheme();
      saveSettings();
    });
    $('hint-btn').addEventListener('click', () => askHint(false));
    $('move-btn').addEventListener('click', () => askHint(true));
    $('apply-btn').addEventListener('click', applyMove);
    $('pause-btn').addEventListener('click', pauseToggle);
    // The clock stops while the page is hidden, and goes on when it is back.
    document.addEventListener('visibilitychange', () => {
      if (document.hidden && state.clock && state.clock.running()) {
        state.clock.pause();
        state.hiddenPause = true;
      } else if (!document.hidden && state.hiddenPause) {
        state.hiddenPause = false;
        if (!paused()) state.clock.resume();
      }
    });
    $('howto-btn').addEventListener('click', () => $('howto').showModal());
    $('howto').addEventListener('close', () => store(SEEN_KEY, '1'));
    $('copy-link').addEventListener('click', copyLink);
    $('trace-reveal').addEventListener('click', mountTrace);
    // Closed, it asks again next time (from the position then).
    $('trace-box').addEventListener('toggle', () => {
      if (!$('trace-box').open && state.viewer) closeTrace();
    });
    // "Stars per house" shows the loaded board's K; new text starts from 1
    // again unless the player chose a K.
    $('stars').addEventListener('input', () => (state.starsFromBoard = false));
    $('board-text').addEventListener('input', () => {
      if (state.starsFromBoard) $('stars').value = 1;
      state.starsFromBoard = false;
    });
    $('load-board').addEventListener('click', () => {
      try {
        loadBoard($('board-text').value, parseInt($('stars').value, 10), '', { scroll: true });
      } catch (e) {
        $('entry-error').textContent = friendly(e);
      }
    });
    $('board-file').addEventListener('change', () => {
      const file = $('board-file').files[0];
      if (!file) return;
      file.text().then((text) => {
        if (state.starsFromBoard) $('stars').value = 1;
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
    $('daily-date').value = localDate(new Date());
    window.addEventListener('hashchange', () => {
      const f = readFragment();
      if (f && location.hash !== lastHash) start(f);
    });
  }

  // A board from the address; what does not fit is said, not dropped.
  function start(f) {
    let problem = '';
    try {
      const n = state.qh.parseBoard(QHWords.boardText(f.text)).n;
      problem = positionProblem(f.position, n);
      loadBoard(f.text, 0, problem ? '' : f.position);
    } catch (e) {
      problem = 'the board in the link could not be read: ' + friendly(e);
      loadBoard(SAMPLE, 0, '');
    }
    if (problem) $('entry-error').textContent = QHWords.friendlyError(problem.replace(/\.$/, '') + '; it was left out');
    lastHash = location.hash;
  }

  // "Copy link": the address holds the board and the position.
  function copyLink() {
    saveFragment();
    const link = location.href;
    const box = $('share-link');
    box.value = link;
    box.hidden = false;
    const said = (t) => ($('copy-link').textContent = t);
    const fallback = () => {
      box.select();
      said('Copy the link below');
    };
    try {
      navigator.clipboard.writeText(link).then(() => said('Link copied'), fallback);
    } catch (e) {
      fallback();
    }
    setTimeout(() => said('Copy link'), 2500);
  }

  // The picture in "How to play": a 4x4 board and its solution.
  function drawHowTo() {
    const marks = ['.Qxx', 'xxxQ', 'Qxxx', 'xxQx'].map((row) => row.split(''));
    QHViewer.drawBoard($('howto-board'), { regions: ['AABB', 'ACCB', 'DCCB', 'DDCC'], stars: 1, marks: marks });
  }

  createQueensHint().then((qh) => {
    state.qh = qh;
    state.clock = QHGame.createClock(showClock);
    $('version').textContent = 'Engine ' + qh.version() + '.';
    loadSettings();
    wire();
    drawHowTo();
    start(readFragment() || { text: SAMPLE, position: '' });
    if (!stored(SEEN_KEY)) $('howto').showModal();
    document.body.dataset.ready = 'true';
  });
})();
