// SPDX-License-Identifier: MIT
// A game on the page (web/index.html): its clock (pausable) and what the win
// panel reports: the time, the hints used per rung and the mistakes made.
// Defines QHGame; no engine, no DOM beyond the callback it is given.
(function (global) {
  'use strict';

  function clockText(ms) {
    const s = Math.floor(ms / 1000);
    const two = (v) => String(v).padStart(2, '0');
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    return (h ? h + ':' + two(m) : String(m)) + ':' + two(s % 60);
  }

  // A clock that runs from start(), pauses and resumes, and stops for good
  // (a solved board). onTick(ms) is told the time once a second and on every
  // change of state.
  function createClock(onTick) {
    let since = 0; // when it last started running (ms), or null when not running
    let banked = 0; // time run before that
    let running = false;
    let stopped = false;
    let interval = null;
    const now = () => (global.performance ? global.performance.now() : Date.now());
    const elapsed = () => banked + (running ? now() - since : 0);
    const tick = () => onTick(elapsed());
    function run(on) {
      if (on === running) return;
      if (on) since = now();
      else banked += now() - since;
      running = on;
      if (interval) global.clearInterval(interval);
      interval = on ? global.setInterval(tick, 1000) : null;
      tick();
    }
    return {
      start() {
        banked = 0;
        stopped = false;
        running = false;
        run(true);
      },
      pause: () => !stopped && run(false),
      resume: () => !stopped && run(true),
      stop() {
        run(false);
        stopped = true;
      },
      elapsed: elapsed,
      running: () => running,
      stopped: () => stopped,
    };
  }

  // What one game has cost: the rungs of hints seen (rung k: how many times
  // the player read it) and the mistakes (moves that put a queen where the
  // solution has none or crossed out a solution's cell).
  function createTally() {
    return { rungs: [0, 0, 0, 0], mistakes: 0 };
  }

  // The wrong marks of a position against the solution (a Set of r*64+c).
  function wrongMarks(marks, solution) {
    const wanted = new Set(solution.map((c) => c[0] * 64 + c[1]));
    const wrong = new Set();
    marks.forEach((row, r) =>
      row.forEach((m, c) => {
        const k = r * 64 + c;
        if ((m === 'Q' && !wanted.has(k)) || (m === 'x' && wanted.has(k))) wrong.add(k);
      }),
    );
    return wrong;
  }

  // Whether going from `before` to `after` made a new wrong mark.
  function isMistake(before, after, solution) {
    if (!solution) return false;
    const old = wrongMarks(before, solution);
    for (const k of wrongMarks(after, solution)) if (!old.has(k)) return true;
    return false;
  }

  // The win panel's lines: [term, value] pairs.
  function summary(tally, ms, grade) {
    const total = tally.rungs.reduce((a, b) => a + b, 0);
    const rungs = total ? tally.rungs.map((k, i) => 'rung ' + (i + 1) + ': ' + k).join(', ') : 'none';
    return [
      ['Time', clockText(ms)],
      ['Hints', rungs],
      ['Mistakes', String(tally.mistakes)],
      ['Grade', grade],
    ];
  }

  global.QHGame = { clockText, createClock, createTally, isMistake, summary };
})(typeof window !== 'undefined' ? window : globalThis);
