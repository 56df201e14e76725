// SPDX-License-Identifier: MIT
// A player's words on the page (web/index.html): regions named by their
// colour as well as their letter, the houses a hint's text names, board
// text as a player types it, and errors without the CLI's "board:2:" and
// "--size". Plain functions over QHViewer's palette; defines QHWords.
(function (global) {
  'use strict';

  // "region P" -> "the purple region (P)", "region P's" -> "the purple (P)
  // region's"; "regions A and C" -> "the purple
  // (A) and blue (C) regions". `regions` is the board's rows.
  function nameRegions(text, regions) {
    const colour = (l) => global.QHViewer.colourName(regions, l);
    const known = (l) => colour(l) !== '';
    let out = text.replace(/\b(?:the )?regions ((?:[A-Z], )*[A-Z](?:,? and [A-Z])?)\b/g, (all, list) => {
      const letters = list.match(/[A-Z]/g);
      if (!letters.every(known)) return all;
      const named = letters.map((l) => colour(l) + ' (' + l + ')');
      return 'the ' + named.slice(0, -1).join(', ') + ' and ' + named[named.length - 1] + ' regions';
    });
    out = out.replace(/\b(?:[Tt]he )?region ([A-Z])'s\b/g, (all, l) =>
      known(l) ? (all[0] === 'T' ? 'The ' : 'the ') + colour(l) + ' (' + l + ') region\'s' : all);
    out = out.replace(/\b(?:[Tt]he )?region ([A-Z])\b/g, (all, l) =>
      known(l) ? (all[0] === 'T' ? 'The ' : 'the ') + colour(l) + ' region (' + l + ')' : all);
    // A sentence that now starts with "the" starts with a capital.
    return out.replace(/(^|[.!?]\s+)the /g, (all, lead) => lead + 'The ');
  }

  // The houses a text names: "row 3", "rows 2 and 3", "column 1", "region P",
  // "regions A and C", and its cells "r3c4"; rows and columns 0-based.
  function housesIn(text) {
    const out = { rows: [], columns: [], regions: [], cells: [] };
    const numbers = (s) => (s.match(/\d+/g) || []).map((d) => parseInt(d, 10) - 1);
    for (const m of text.matchAll(/\brows? (\d+(?:(?:, | and |-)\d+)*)/g)) out.rows.push(...numbers(m[1]));
    for (const m of text.matchAll(/\bcolumns? (\d+(?:(?:, | and |-)\d+)*)/g)) out.columns.push(...numbers(m[1]));
    for (const m of text.matchAll(/\bregions? ((?:[A-Z], )*[A-Z](?:,? and [A-Z])?)\b/g))
      out.regions.push(...m[1].match(/[A-Z]/g));
    for (const m of text.matchAll(/\br(\d+)c(\d+)\b/g)) out.cells.push([parseInt(m[1], 10) - 1, parseInt(m[2], 10) - 1]);
    return out;
  }

  // Board text as a player may type it: a grid of lowercase letters is read
  // as uppercase (header lines such as "stars: 2" and SBN strings are left).
  function boardText(text) {
    const lines = text.split(/\r?\n/);
    const grid = lines.filter((l) => /^[A-Za-z](?:[ \t]*[A-Za-z])*[ \t]*$/.test(l.trim()) && l.trim().length > 0);
    if (grid.length < 2) return text;
    return lines.map((l) => (grid.includes(l) ? l.toUpperCase() : l)).join('\n');
  }

  // An error in a player's words: "Line 2 of the board: row has ..." instead
  // of "board:2: row has ...", "Size 0 is ..." instead of "--size 0 is ...".
  function friendlyError(e) {
    let text = e && e.problem && e.source === 'board' ? e.problem : String((e && e.message) || e);
    if (e && e.source === 'board' && e.line > 0) text = 'line ' + e.line + ' of the board: ' + text;
    else if (e && e.source === 'position') text = 'the position: ' + text;
    else if (e && e.source && e.problem) text = e.source.replace(/[A-Z]/g, (l) => ' ' + l.toLowerCase()) + ' ' + e.problem;
    text = text.replace(/^(?:queens-hint: )?(?:error: )?/, '').replace(/--([a-z][a-z-]*)/g, (m, w) => w.replace(/-/g, ' '));
    text = text.charAt(0).toUpperCase() + text.slice(1);
    return /[.!?]$/.test(text) ? text : text + '.';
  }

  global.QHWords = { nameRegions, housesIn, boardText, friendlyError };
})(typeof window !== 'undefined' ? window : globalThis);
