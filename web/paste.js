// SPDX-License-Identifier: MIT
// A puzzle from a screenshot (docs/web.md): paste it (Ctrl+V), drop it on
// the page, or pick it with the file button (phones: the photo library). The
// browser decodes the image; the reader module (queens-hint-reader.js, from
// web/reader/: the same reader as `queens-hint import`) reads the board and
// the marks from its pixels. It is loaded on the first screenshot only. The
// board reaches the page through its address (#b=...&p=..., as a shared link
// does); cells whose mark could not be read are ringed until the player taps
// them (or keeps them as shown). Each reading ends with a `qh-screenshot`
// event on the document: detail {doc, ms: {reader, decode, read, board}} or
// {error}.
(function () {
  'use strict';

  const READER = 'queens-hint-reader.js';
  const $ = (id) => document.getElementById(id);
  const key = (r, c) => r + ',' + c;

  const state = {
    reader: null, // the reader module (a promise), loaded on first use
    regions: '', // the board read last, as the address writes it (rows joined by '-')
    unsure: new Set(), // its cells still to confirm, "r,c"
  };

  function loadReader() {
    if (!state.reader)
      state.reader = new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = READER;
        script.onload = () => createQueensHintReader().then(resolve, reject);
        script.onerror = () => {
          state.reader = null;
          reject(new Error('the screenshot reader (' + READER + ') is not beside this page'));
        };
        document.head.appendChild(script);
      });
    return state.reader;
  }

  // The image's own pixels: no colour-space conversion and no premultiplied
  // alpha, as the CLI's decoder gives them.
  async function pixelsOf(blob) {
    let bitmap;
    try {
      bitmap = await createImageBitmap(blob, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
    } catch (e) {
      throw new Error('this file is not an image the browser can decode');
    }
    try {
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(bitmap, 0, 0);
      return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    } finally {
      bitmap.close();
    }
  }

  function say(text, isError) {
    const status = $('paste-status');
    status.textContent = text;
    status.classList.toggle('error', !!isError);
    $('paste-keep').hidden = state.unsure.size === 0;
  }

  const plural = (k, word) => k + ' ' + word + (k === 1 ? '' : /s$/.test(word) ? 'es' : 's');

  function report(doc, ms) {
    const n = doc.board.n;
    const queens = doc.marks.queens.length;
    const crossed = doc.marks.crossed.length;
    let text = 'Read a ' + n + '\u00d7' + n + ' board in ' + Math.round(ms) + ' ms';
    text += queens || crossed ? ' with ' + plural(queens, 'queen') + ' and ' + plural(crossed, 'cross') + '.' : '.';
    if (state.unsure.size)
      text += ' ' + plural(state.unsure.size, 'cell') + ' could not be read for sure (ringed): tap ' +
        (state.unsure.size === 1 ? 'it' : 'each') + ' to set its mark, or keep them as shown.';
    say(text, false);
  }

  // Rings the cells still to confirm after every redraw of the board; forgets
  // them once another board is shown.
  function markUnsure() {
    const regions = new URLSearchParams(location.hash.slice(1)).get('b');
    if (state.unsure.size && regions !== state.regions) {
      state.unsure.clear();
      say('', false);
    }
    for (const cell of $('play-board').querySelectorAll('.qh-cell')) {
      const k = key(cell.dataset.r, cell.dataset.c);
      cell.classList.toggle('qh-unsure', state.unsure.has(k));
    }
  }

  function confirmCell(e) {
    if (e.type === 'keydown' && !/^( |q|x|Delete|Backspace|Enter)$/i.test(e.key)) return;
    const cell = e.target.closest && e.target.closest('.qh-cell');
    if (!cell || !state.unsure.delete(key(cell.dataset.r, cell.dataset.c))) return;
    if (!state.unsure.size) $('paste-keep').hidden = true;
  }

  // The board and position go to the page through its address.
  function showBoard(doc) {
    const position = (doc.position || []).join('').replace(/\?/g, '.');
    state.regions = doc.board.regions.join('-');
    state.unsure = new Set(doc.unsure.map((c) => key(c[0], c[1])));
    const hash = '#b=' + state.regions + (/[xQ]/.test(position) ? '&p=' + position.replace(/\./g, '_') : '');
    return new Promise((resolve) => {
      if (location.hash === hash) {
        markUnsure();
        resolve();
        return;
      }
      window.addEventListener('hashchange', () => setTimeout(resolve), { once: true });
      location.hash = hash;
    });
  }

  async function readScreenshot(blob, name) {
    const t0 = performance.now();
    const ms = {};
    say('Reading the screenshot\u2026', false);
    try {
      const pixels = pixelsOf(blob).then((p) => {
        ms.decode = performance.now() - t0;
        return p;
      });
      pixels.catch(() => {}); // awaited below, after the reader: not an unhandled rejection
      const reader = await loadReader();
      ms.reader = performance.now() - t0;
      const image = await pixels;
      const t1 = performance.now();
      const doc = reader.read(image, name || 'screenshot');
      ms.read = performance.now() - t1;
      await showBoard(doc);
      ms.board = performance.now() - t0;
      report(doc, ms.board);
      document.dispatchEvent(new CustomEvent('qh-screenshot', { detail: { doc: doc, ms: ms } }));
    } catch (e) {
      state.unsure.clear();
      say('The screenshot could not be read: ' + e.message, true);
      document.dispatchEvent(new CustomEvent('qh-screenshot', { detail: { error: e.message } }));
    }
  }

  const imageIn = (files) => [...(files || [])].find((f) => f.type.startsWith('image/'));

  function wire() {
    document.addEventListener('paste', (e) => {
      const file = imageIn(e.clipboardData && e.clipboardData.files);
      if (!file) return; // text goes where it was pasted
      e.preventDefault();
      readScreenshot(file, file.name || 'pasted screenshot');
    });
    document.addEventListener('dragover', (e) => {
      if (!e.dataTransfer || ![...e.dataTransfer.types].includes('Files')) return;
      e.preventDefault();
      document.body.classList.add('qh-dropping');
    });
    document.addEventListener('dragleave', (e) => {
      if (!e.relatedTarget) document.body.classList.remove('qh-dropping');
    });
    document.addEventListener('drop', (e) => {
      document.body.classList.remove('qh-dropping');
      const file = imageIn(e.dataTransfer && e.dataTransfer.files);
      if (!file) return;
      e.preventDefault();
      readScreenshot(file, file.name || 'dropped screenshot');
    });
    $('shot-file').addEventListener('change', () => {
      const file = $('shot-file').files[0];
      if (file) readScreenshot(file, file.name);
      $('shot-file').value = '';
    });
    $('paste-keep').addEventListener('click', () => {
      state.unsure.clear();
      markUnsure();
      $('paste-keep').hidden = true;
    });
    const board = $('play-board');
    new MutationObserver(markUnsure).observe(board, { childList: true });
    board.addEventListener('pointerdown', confirmCell, true);
    board.addEventListener('keydown', confirmCell, true);
  }

  wire();
})();
