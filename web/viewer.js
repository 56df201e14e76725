// SPDX-License-Identifier: MIT
// The board and the trace viewer, shared by the page (web/index.html) and by
// `queens-hint trace BOARD --html` (embedded into the program at build time,
// so there is one copy). Plain JS, no engine needed: it only draws boards
// and steps through a trace document (docs/json.md). Defines QHViewer.
(function (global) {
  'use strict';

  // Region colours in the spirit of the LinkedIn game's palette; with the
  // letters or patterns toggle a region is also told by its letter or its
  // hatching, so colour is never the only cue.
  const PALETTE = [
    '#bba3e2', '#ffc992', '#96beff', '#b3dfa0', '#dfdfdf', '#ff7b60', '#e6f388', '#b9b29e',
    '#dfa0bf', '#a3d2d8', '#62efea', '#ff93f3', '#8acc6d', '#729aec', '#c387e0', '#ffe04b',
    '#f5b3b3', '#c2e0ff', '#d6c27a', '#9fd9b8', '#e8c8ff', '#ffd6a5', '#b8c0ff', '#cde6a0',
    '#ffb4a2', '#a0c4c8',
  ];
  // What a player calls each colour: the page names a region by its colour
  // and its letter ("the purple region (P)").
  const COLOUR_NAMES = [
    'purple', 'orange', 'blue', 'green', 'grey', 'red', 'yellow', 'tan',
    'pink', 'teal', 'turquoise', 'magenta', 'leaf green', 'dark blue', 'violet', 'gold',
    'rose', 'sky blue', 'mustard', 'mint', 'lilac', 'peach', 'periwinkle', 'lime',
    'salmon', 'slate',
  ];
  // Hatching patterns (viewer.css .qh-p0 .. .qh-p11); p0 is plain.
  const PATTERNS = 12;

  function cellName(r, c) {
    return 'r' + (r + 1) + 'c' + (c + 1);
  }
  function key(cell) {
    return cell[0] * 64 + cell[1];
  }
  function cellSet(cells) {
    return new Set((cells || []).map(key));
  }

  // An N x N grid of marks ('.', 'x', 'Q') from a {queens, dead} position.
  function marksFrom(n, position) {
    const grid = [];
    for (let r = 0; r < n; r++) grid.push(new Array(n).fill('.'));
    for (const [r, c] of (position && position.dead) || []) grid[r][c] = 'x';
    for (const [r, c] of (position && position.queens) || []) grid[r][c] = 'Q';
    return grid;
  }

  // The regions' letters in order: a region's colour is PALETTE[index].
  function regionLetters(regions) {
    return [...new Set(regions.join(''))].sort();
  }
  function colourName(regions, letter) {
    const i = regionLetters(regions).indexOf(letter);
    return i < 0 ? '' : COLOUR_NAMES[i % COLOUR_NAMES.length];
  }

  // A hatching pattern per region such that regions that share an edge never
  // share a pattern: greedy colouring of the regions' adjacency graph, most
  // neighbours first. (Region maps are planar, so a handful of patterns is
  // always enough in practice; past PATTERNS a pattern is reused.)
  function patternOf(regions) {
    const n = regions.length;
    const near = new Map();
    for (const l of regionLetters(regions)) near.set(l, new Set());
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        const a = regions[r][c];
        for (const [i, j] of [[r + 1, c], [r, c + 1]])
          if (i < n && j < n && regions[i][j] !== a) {
            near.get(a).add(regions[i][j]);
            near.get(regions[i][j]).add(a);
          }
      }
    const order = [...near.keys()].sort((a, b) => near.get(b).size - near.get(a).size || (a < b ? -1 : 1));
    const out = new Map();
    for (const l of order) {
      const used = new Set([...near.get(l)].map((m) => out.get(m)));
      let p = 0;
      while (used.has(p) && p < PATTERNS - 1) p++;
      out.set(l, p);
    }
    return out;
  }

  // The cells of the houses a hint names ({rows, columns, regions}, rows and
  // columns 0-based), as [r, c].
  function houseCells(regions, houses) {
    const out = [];
    if (!houses) return out;
    const n = regions.length;
    const rows = new Set(houses.rows || []);
    const cols = new Set(houses.columns || []);
    const regs = new Set(houses.regions || []);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) if (rows.has(r) || cols.has(c) || regs.has(regions[r][c])) out.push([r, c]);
    return out;
  }

  // Draws a board into `root` (emptied first). opts: regions (N strings),
  // stars, marks (grid), highlight {house, focus, placed, eliminated,
  // conflict} (arrays of [r,c]), letters, patterns, coords (row and column
  // numbers on the edges) (booleans), cursor [r,c], and interactive (cells
  // are focusable buttons with a roving tabindex). Returns the board element.
  function drawBoard(root, opts) {
    const regions = opts.regions;
    const n = regions.length;
    const letters = regionLetters(regions);
    const index = new Map(letters.map((l, i) => [l, i]));
    const pattern = patternOf(regions);
    const hl = opts.highlight || {};
    const sets = {
      house: cellSet(hl.house),
      focus: cellSet(hl.focus),
      placed: cellSet(hl.placed),
      eliminated: cellSet(hl.eliminated),
      conflict: cellSet(hl.conflict),
    };
    const piece = opts.stars > 1 ? '\u2605' : '\u265b';
    const board = document.createElement('div');
    board.className = 'qh-board' + (opts.patterns ? ' qh-patterns' : '') + (hl.house && hl.house.length ? ' qh-houses' : '');
    board.setAttribute('role', 'grid');
    board.setAttribute('aria-label', n + ' by ' + n + ' board');
    board.style.setProperty('--n', n);
    const cursor = opts.cursor || [0, 0];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.className = 'qh-row';
      row.setAttribute('role', 'row');
      for (let c = 0; c < n; c++) {
        const region = regions[r][c];
        const cell = document.createElement(opts.interactive ? 'button' : 'div');
        const k = key([r, c]);
        const mark = opts.marks ? opts.marks[r][c] : '.';
        const classes = ['qh-cell', 'qh-p' + pattern.get(region)];
        if (r === 0 || regions[r - 1][c] !== region) classes.push('qh-bt');
        if (c === 0 || regions[r][c - 1] !== region) classes.push('qh-bl');
        if (r === n - 1 || regions[r + 1][c] !== region) classes.push('qh-bb');
        if (c === n - 1 || regions[r][c + 1] !== region) classes.push('qh-br');
        for (const name of ['house', 'focus', 'placed', 'eliminated', 'conflict'])
          if (sets[name].has(k)) classes.push('qh-' + name);
        cell.className = classes.join(' ');
        cell.style.setProperty('--bg', PALETTE[index.get(region) % PALETTE.length]);
        cell.dataset.r = r;
        cell.dataset.c = c;
        cell.setAttribute('role', 'gridcell');
        const state = mark === 'Q' ? (opts.stars > 1 ? 'star' : 'queen') : mark === 'x' ? 'crossed out' : 'empty';
        const notes = ['focus', 'placed', 'eliminated', 'conflict'].filter((s) => sets[s].has(k));
        const colour = COLOUR_NAMES[index.get(region) % COLOUR_NAMES.length];
        cell.setAttribute('aria-label', cellName(r, c) + ', ' + colour + ' region ' + region + ', ' + state +
          (notes.length ? ', ' + notes.join(', ') : ''));
        if (opts.interactive) {
          cell.type = 'button';
          cell.tabIndex = r === cursor[0] && c === cursor[1] ? 0 : -1;
        }
        const glyph = document.createElement('span');
        glyph.className = 'qh-mark';
        glyph.textContent = mark === 'Q' ? piece : mark === 'x' ? '\u00d7' : '';
        cell.appendChild(glyph);
        if (opts.letters) {
          const tag = document.createElement('span');
          tag.className = 'qh-letter';
          tag.textContent = region;
          cell.appendChild(tag);
        }
        row.appendChild(cell);
      }
      board.appendChild(row);
    }
    if (!opts.coords) {
      root.replaceChildren(board);
      return board;
    }
    // Row and column numbers on the edges, as the hints name cells (r3c4).
    const frame = el('div', 'qh-frame');
    frame.style.setProperty('--n', n);
    const cols = el('div', 'qh-cols');
    const rows = el('div', 'qh-rows');
    for (let i = 0; i < n; i++) {
      cols.appendChild(el('span', 'qh-coord', 'c' + (i + 1)));
      rows.appendChild(el('span', 'qh-coord', 'r' + (i + 1)));
    }
    cols.setAttribute('aria-hidden', 'true');
    rows.setAttribute('aria-hidden', 'true');
    frame.append(el('span', 'qh-corner'), cols, rows, board);
    root.replaceChildren(frame);
    return board;
  }

  // The position after the first `count` steps of a trace.
  function positionAt(trace, count) {
    const marks = marksFrom(trace.board.n, trace.start);
    for (let i = 0; i < count; i++) {
      const s = trace.steps[i];
      for (const [r, c] of s.eliminated) marks[r][c] = 'x';
      for (const [r, c] of s.placed) marks[r][c] = 'Q';
    }
    return marks;
  }

  function gradeLine(trace) {
    const g = trace.grade || {};
    if (!g.label) return '';
    const score = typeof g.score === 'number' ? ', score ' + g.score.toFixed(2) : '';
    const hardest = g.hardest_rule ? ', hardest: ' + g.hardest_rule + ' (tier ' + g.hardest_tier + ')' : '';
    return 'Grade: ' + g.label + score + hardest;
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // A trace viewer in `root`: the grade on top, the board, the step's rule
  // and tier, its explanation, previous/next buttons and the arrow keys
  // (Home/End for the ends). opts: letters, patterns; onStep(i) is told
  // each step shown. Returns {show(i), index(), destroy()}.
  function mountTrace(root, trace, opts) {
    const o = opts || {};
    const total = trace.steps.length;
    let at = 0;
    root.replaceChildren();
    root.classList.add('qh-trace');
    const grade = el('p', 'qh-grade', gradeLine(trace));
    const rule = el('p', 'qh-rule');
    const boardBox = el('div', 'qh-board-box');
    const text = el('p', 'qh-explanation');
    text.setAttribute('aria-live', 'polite');
    const nav = el('div', 'qh-nav');
    const first = el('button', 'qh-first', 'First');
    const prev = el('button', 'qh-prev', '\u25c0 Previous');
    const count = el('span', 'qh-count');
    const next = el('button', 'qh-next', 'Next \u25b6');
    const last = el('button', 'qh-last', 'Last');
    for (const b of [first, prev, next, last]) b.type = 'button';
    nav.append(first, prev, count, next, last);
    root.append(grade, rule, boardBox, text, nav);

    function show(i) {
      at = Math.max(0, Math.min(total, i));
      const step = at > 0 ? trace.steps[at - 1] : null;
      drawBoard(boardBox, {
        regions: trace.board.regions,
        stars: trace.stars,
        marks: positionAt(trace, at),
        highlight: step ? { focus: step.focus, placed: step.placed, eliminated: step.eliminated } : {},
        letters: o.letters,
        patterns: o.patterns,
        coords: o.coords,
      });
      count.textContent = 'Step ' + at + ' of ' + total;
      if (step) {
        rule.textContent = step.title + ' \u2014 ' + step.rule + ', tier ' + step.tier;
        text.textContent = step.explanation;
      } else {
        rule.textContent = 'Start';
        const r = trace.result || {};
        text.textContent = total + ' steps to ' + (r.status === 'solved' ? 'the solution' : 'the end (' + r.status + ')') +
          '. Use Next or the right arrow key.';
      }
      first.disabled = prev.disabled = at === 0;
      next.disabled = last.disabled = at === total;
      if (o.onStep) o.onStep(at);
    }
    function onKey(e) {
      if (e.target && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
      if (e.target && e.target.closest && e.target.closest('[data-own-keys]')) return; // the play board's arrows
      if (!root.isConnected || root.offsetParent === null) return; // not shown (a closed <details>)
      const moves = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: total };
      if (e.key in moves) {
        e.preventDefault();
        show(moves[e.key]);
      }
    }
    first.addEventListener('click', () => show(0));
    prev.addEventListener('click', () => show(at - 1));
    next.addEventListener('click', () => show(at + 1));
    last.addEventListener('click', () => show(total));
    document.addEventListener('keydown', onKey);
    show(0);
    return {
      show: show,
      index: () => at,
      destroy: () => document.removeEventListener('keydown', onKey),
    };
  }

  // The viewer on a page of its own (`queens-hint trace --html`): the trace
  // with toggles for region letters and patterns, remembered in the URL
  // fragment as the step ("#12").
  function standalone(root, trace) {
    const bar = el('div', 'qh-toggles');
    const toggles = {};
    for (const [name, label] of [['letters', 'Region letters'], ['patterns', 'Patterns']]) {
      const box = el('label', 'qh-toggle');
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.name = name;
      box.append(input, ' ' + label);
      bar.appendChild(box);
      toggles[name] = input;
    }
    const area = el('div');
    root.replaceChildren(bar, area);
    let viewer = null;
    const start = parseInt((global.location && global.location.hash.slice(1)) || '0', 10) || 0;
    function mount(at) {
      if (viewer) viewer.destroy();
      viewer = mountTrace(area, trace, {
        letters: toggles.letters.checked,
        patterns: toggles.patterns.checked,
        onStep: (i) => {
          try {
            global.history.replaceState(null, '', '#' + i);
          } catch (e) {
            // a sandboxed or opaque page may refuse; the step is simply not kept
          }
        },
      });
      viewer.show(at);
    }
    for (const input of Object.values(toggles)) input.addEventListener('change', () => mount(viewer.index()));
    mount(start);
    return viewer;
  }

  global.QHViewer = {
    drawBoard, mountTrace, standalone, positionAt, marksFrom, cellName, colourName, patternOf, houseCells,
    PALETTE, COLOUR_NAMES, PATTERNS,
  };
})(typeof window !== 'undefined' ? window : globalThis);
