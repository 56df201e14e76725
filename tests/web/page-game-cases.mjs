// SPDX-License-Identifier: MIT
// The page as a game (issue 34), in the browser page.test.mjs launches (one
// launch for the whole run): hints found on the board, the whole move and
// Apply with Auto-X, keyboard focus, banners, clock and win panel, "How to
// play", levels and the puzzle of the day, "Copy link", settings kept between
// visits, the dark theme, and the fixes (paint mode, stars per house, a bad
// position in the address, patterns, lowercase boards, a player's errors, the
// board brought into view on a phone). Each case runs at desktop and phone
// size where the layout matters; screenshots go to build-web/screenshots/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 900 } };
const PHONE = { name: 'phone', viewport: { width: 390, height: 844, isMobile: true, hasTouch: true } };

export function registerGameCases(t) {
  const { test, readyPage, cellSel, cellsWith, sorted, text, marks, cliJson, shots, root, pageUrl } = t;
  const fixture = (name) => readFileSync(path.join(root, 'fixtures', name), 'utf8');
  const shot = (page, name, full = false) => page.screenshot({ path: path.join(shots, name + '.png'), fullPage: full });
  const visible = (page, sel) => page.$eval(sel, (e) => !e.hidden && e.offsetParent !== null);
  const activeCell = (page) =>
    page.evaluate(() => {
      const e = document.activeElement;
      return e && e.classList.contains('qh-cell') ? [+e.dataset.r, +e.dataset.c] : null;
    });
  // Pastes board text into "Your own board" and loads it.
  async function paste(page, boardText) {
    if (!(await page.$eval('#entry', (e) => e.open))) await page.click('#entry summary');
    await page.$eval('#board-text', (e, v) => {
      e.value = v;
      e.dispatchEvent(new Event('input', { bubbles: true }));
    }, boardText);
    await page.click('#load-board');
  }

  for (const size of [DESKTOP, PHONE]) {
    test(`${size.name}: the whole move, Apply with Auto-X, and the keyboard focus kept`, async () => {
      const page = await readyPage(size.viewport);
      // The whole move at once (M, or the button): rung 4 straight away.
      await page.focus(cellSel(0, 0));
      await page.keyboard.press('m');
      const hint = cliJson(['fixtures/spec-7x7.txt', '--json']);
      assert.match(await text(page, '#hint-rung'), /Rung 4 of 4/);
      assert.deepEqual(sorted(await cellsWith(page, '#play-board', 'qh-eliminated')), sorted(hint.eliminated));
      // The keyboard stays on the board after M and after Ctrl+Z.
      assert.deepEqual(await activeCell(page), [0, 0], 'focus after M');
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await activeCell(page), [1, 0], 'arrows work after M');
      await page.keyboard.press('x');
      await page.keyboard.down('Control');
      await page.keyboard.press('z');
      await page.keyboard.up('Control');
      assert.deepEqual(await activeCell(page), [1, 0], 'focus after Ctrl+Z');
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await activeCell(page), [1, 1], 'arrows work after Ctrl+Z');
      await page.keyboard.press('h');
      assert.deepEqual(await activeCell(page), [1, 1], 'focus after H');
      await page.keyboard.press('ArrowUp');
      assert.deepEqual(await activeCell(page), [0, 1], 'arrows work after H');

      // Auto-X on: Apply takes each move; the one that places a queen also
      // crosses out every cell touching it.
      await page.click('#settings summary');
      await page.click('#auto-x');
      let placed = null;
      for (let i = 0; i < 40 && !placed; i++) {
        await page.click('#move-btn');
        const cells = await cellsWith(page, '#play-board', 'qh-placed');
        await page.click('#apply-btn');
        assert.notEqual(await activeCell(page), null, 'focus on the board after Apply');
        if (cells.length) placed = cells[0];
      }
      assert.ok(placed, 'a move placed a queen');
      const rows = (await marks(page)).split('\n');
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const r = placed[0] + dr;
          const c = placed[1] + dc;
          if ((dr || dc) && r >= 0 && c >= 0 && r < 7 && c < 7) assert.equal(rows[r][c], 'x', `r${r + 1}c${c + 1} crossed out`);
        }
      const before = await activeCell(page);
      await page.keyboard.press('ArrowRight');
      assert.notDeepEqual(await activeCell(page), before, 'arrows work after Apply');
      await page.click('#auto-x'); // back to the default for the next cases
      await shot(page, size.name + '-apply');
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    test(`${size.name}: the hint's reason lights up what its text names`, async () => {
      const page = await readyPage(size.viewport);
      const n = 8;
      await paste(page, fixture('gen-08-unique.txt'));
      const regions = fixture('gen-08-unique.txt').trim().split('\n').filter((l) => !l.includes(':')).map((l) => l.replace(/\s/g, ''));
      assert.equal(regions.length, n);
      for (let rung = 1; rung <= 3; rung++) await page.click('#hint-btn');
      const hint = cliJson(['fixtures/gen-08-unique.txt', '--json']);
      const reason = hint.ladder.reason;
      const lit = new Set((await cellsWith(page, '#play-board', 'qh-house'))
        .concat(await cellsWith(page, '#play-board', 'qh-focus')).map((c) => c.join(',')));
      const named = [];
      for (const m of reason.matchAll(/\brow (\d+)/g)) for (let c = 0; c < n; c++) named.push([+m[1] - 1, c]);
      for (const m of reason.matchAll(/\bcolumn (\d+)/g)) for (let r = 0; r < n; r++) named.push([r, +m[1] - 1]);
      for (const m of reason.matchAll(/\bregion ([A-Z])\b/g))
        regions.forEach((row, r) => [...row].forEach((l, c) => l === m[1] && named.push([r, c])));
      for (const m of reason.matchAll(/\br(\d+)c(\d+)\b/g)) named.push([+m[1] - 1, +m[2] - 1]);
      for (const cell of named) assert.ok(lit.has(cell.join(',')), `r${cell[0] + 1}c${cell[1] + 1}, named in "${reason}", is lit`);
      for (const cell of hint.focus) assert.ok(lit.has(cell.join(',')));
      await shot(page, size.name + '-rung3');
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    test(`${size.name}: banners for no solution and several, the clock, the win panel`, async () => {
      const page = await readyPage(size.viewport);
      await paste(page, fixture('no-solution-04.txt'));
      assert.ok(await visible(page, '#banner'));
      assert.match(await text(page, '#banner'), /no solution/);
      await shot(page, size.name + '-banner-none');
      await paste(page, fixture('many-solutions-10.txt'));
      assert.match(await text(page, '#banner'), /more than one solution/);
      await paste(page, fixture('spec-7x7.txt'));
      assert.equal(await visible(page, '#banner'), false);

      // The clock runs, pauses (the board hidden) and resumes.
      const clock = () => text(page, '#timer');
      await new Promise((r) => setTimeout(r, 1100));
      assert.notEqual(await clock(), '0:00');
      await page.click('#pause-btn');
      const held = await clock();
      assert.equal(await page.$eval('#play-board', (e) => e.classList.contains('paused')), true);
      await new Promise((r) => setTimeout(r, 1100));
      assert.equal(await clock(), held, 'paused');
      await page.click('#pause-btn');
      assert.equal(await page.$eval('#play-board', (e) => e.classList.contains('paused')), false);
      // A new board is never left paused.
      await page.click('#pause-btn');
      await paste(page, fixture('spec-7x7.txt'));
      assert.equal(await page.$eval('#play-board', (e) => e.classList.contains('paused')), false);
      assert.match(await text(page, '#pause-btn'), /Pause/);

      // A game: one rung of a hint, one mistake (a solution's cell crossed
      // out), then the solution's queens. The win panel says what it took.
      const solve = cliJson(['solve', 'fixtures/spec-7x7.txt', '--json']);
      await page.click('#hint-btn');
      const [r0, c0] = solve.solution[0];
      await page.focus(cellSel(r0, c0));
      await page.keyboard.press('x');
      for (const [r, c] of solve.solution) {
        await page.focus(cellSel(r, c));
        await page.keyboard.press('q');
      }
      await page.waitForSelector('#win[open]');
      const stats = await page.$$eval('#win-stats dd', (els) => Object.fromEntries(els.map((e) => [e.dataset.term, e.textContent])));
      assert.match(stats.time, /^\d+:\d\d$/);
      assert.equal(stats.hints, 'rung 1: 1, rung 2: 0, rung 3: 0, rung 4: 0');
      assert.equal(stats.mistakes, '1');
      assert.equal(stats.grade, cliJson(['trace', 'fixtures/spec-7x7.txt']).grade.label);
      assert.match(await text(page, '#status'), /Solved/);
      const stopped = await clock();
      await shot(page, size.name + '-win');
      await page.click('#win-close');
      await new Promise((r) => setTimeout(r, 1100));
      assert.equal(await clock(), stopped, 'the clock stops on a win');
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    test(`${size.name}: levels (expert too), the puzzle of the day harder Friday to Sunday, Copy link`, async () => {
      const page = await readyPage(size.viewport);
      // On a phone the new board is brought into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.select('#gen-size', '7');
      await page.select('#gen-grade', 'expert');
      await page.click('#gen-btn');
      assert.equal(await text(page, '#entry-error'), '');
      assert.match(await text(page, '#grade'), /7\u00d77 \u2014 grade: expert/);
      const box = await (await page.$('#play-board .qh-board')).boundingBox();
      const view = await page.evaluate(() => window.innerHeight);
      assert.ok(box.y >= 0 && box.y + box.height <= view, 'the new board is in view (' + box.y + '..' + (box.y + box.height) + ')');
      const header = await (await page.$('#grade')).boundingBox();
      assert.ok(header.y >= 0, 'with the header naming it');
      await shot(page, size.name + '-generated');

      // The week's puzzles of the day: Friday to Sunday score above Monday to Thursday.
      const week = cliJson(['generate', '--date', '2026-11-23', '--days', '7', '--format', 'json']);
      const weekday = week.slice(0, 4).map((b) => b.score);
      const weekend = week.slice(4).map((b) => b.score);
      assert.ok(Math.min(...weekend) > Math.max(...weekday), JSON.stringify(week.map((b) => [b.date, b.label, b.score])));
      for (const day of [week[0], week[4]]) {
        await page.$eval('#daily-date', (e, v) => (e.value = v), day.date);
        await page.click('#daily-btn');
        assert.equal(await text(page, '#entry-error'), '');
        assert.match(await text(page, '#grade'), new RegExp('Puzzle of ' + day.date + ': .*grade: ' + day.label));
        assert.ok(page.url().includes('#b=' + day.rows.join('-')));
      }

      // Copy link: the board and the position, restored from the link.
      await page.focus(cellSel(2, 3));
      await page.keyboard.press('x');
      await page.click('#copy-link');
      const link = await page.$eval('#share-link', (e) => e.value);
      assert.equal(link, page.url());
      const again = await readyPage(size.viewport, link);
      assert.equal((await marks(again)).split('\n')[2][3], 'x');
      assert.equal(await text(again, '#entry-error'), '');
      await again.close();
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }

  test('first visit: How to play; settings and the dark theme kept between visits', async () => {
    const context = await t.browser().createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(PHONE.viewport);
    await page.goto(pageUrl);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.$eval('#howto', (e) => e.open), true, 'shown on a first visit');
    assert.equal(await page.$$eval('#howto .qh-mark', (els) => els.filter((e) => e.textContent === '\u265b').length), 4);
    await shot(page, 'phone-how-to-play');
    await page.click('#howto-close');
    await page.click('#settings summary');
    await page.click('#letters');
    await page.click('#patterns');
    await page.select('#theme', 'dark');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.$eval('#howto', (e) => e.open), false, 'not shown again');
    assert.equal(await page.$eval('#letters', (e) => e.checked), true);
    assert.equal(await page.$eval('#patterns', (e) => e.checked), true);
    assert.equal(await page.$eval('#auto-x', (e) => e.checked), false);
    assert.equal(await page.$eval('html', (e) => e.dataset.theme), 'dark');
    const bg = await page.$eval('body', (e) => getComputedStyle(e).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g).map(Number);
    assert.ok(r + g + b < 150, 'a dark page: ' + bg);
    await shot(page, 'phone-dark');
    await page.setViewport(DESKTOP.viewport);
    await page.click('#hint-btn');
    await shot(page, 'desktop-dark');
    await page.close();
    await context.close();
  });

  test('fixes: paint mode, stars per house, a bad position in the link, patterns, lowercase, a player\'s errors', async () => {
    const page = await readyPage(DESKTOP.viewport);
    // Paint mode leaves nothing of the previous board: header, status, hint, error.
    await paste(page, 'AAB\nAB\n');
    assert.equal(await text(page, '#entry-error'), 'Line 2 of the board: row has 2 cells, expected 3 like line 1.');
    await page.click('#hint-btn');
    await page.select('#paint-size', '5');
    await page.click('#paint-start');
    assert.match(await text(page, '#grade'), /Painting a new 5\u00d75 board/);
    assert.equal(await text(page, '#hint-text'), '');
    assert.equal(await text(page, '#entry-error'), '');
    assert.match(await text(page, '#status'), /Pick a region letter/);
    await shot(page, 'desktop-paint');

    // "Stars per house" follows the file opened.
    const input = await page.$('#board-file');
    await input.uploadFile(path.join(root, 'fixtures/star2-10x10-a.txt'));
    await page.waitForFunction(() => /2 stars per house/.test(document.getElementById('grade').textContent));
    assert.equal(await page.$eval('#stars', (e) => e.value), '2');
    // A Queens board pasted next is read with one queen per house again.
    await paste(page, fixture('gen-10-unique.txt'));
    assert.equal(await page.$eval('#stars', (e) => e.value), '1');
    assert.doesNotMatch(await text(page, '#grade'), /stars per house/);

    // Lowercase letters are read as the board.
    await paste(page, fixture('spec-7x7.txt').toLowerCase());
    assert.equal(await text(page, '#entry-error'), '');
    assert.match(page.url(), /#b=PPPPPPO-/);

    // Errors in a player's words: no "board:2:", no "--size".
    await page.$eval('#gen-size', (e) => {
      const o = document.createElement('option');
      o.value = o.textContent = '0';
      e.appendChild(o);
      e.value = '0';
    });
    await page.click('#gen-btn');
    assert.equal(await text(page, '#entry-error'), 'Size 0 is out of range (1..26).');

    // Patterns: regions that share an edge never share a hatching, on every
    // fixture up to 26 regions (the page draws each).
    for (const name of ['gen-10-unique.txt', 'gen-12-unique.txt', 'gen-14-unique.txt', 'gen-18-unique.txt', 'gen-26-unique.txt']) {
      const regions = fixture(name).trim().split('\n').filter((l) => !l.includes(':')).map((l) => l.replace(/\s/g, ''));
      const same = await page.evaluate((rows) => {
        const p = QHViewer.patternOf(rows);
        const bad = [];
        rows.forEach((row, r) => [...row].forEach((l, c) => {
          for (const [i, j] of [[r + 1, c], [r, c + 1]])
            if (i < rows.length && j < rows.length && rows[i][j] !== l && p.get(rows[i][j]) === p.get(l)) bad.push(l + rows[i][j]);
        }));
        return bad;
      }, regions);
      assert.deepEqual(same, [], name);
    }
    await paste(page, fixture('gen-10-unique.txt'));
    await page.click('#settings summary');
    await page.click('#patterns');
    const plain = await page.$$eval('#play-board .qh-cell.qh-p0', (els) => els.length);
    assert.ok(plain < 100);
    await shot(page, 'desktop-patterns-10');
    await page.click('#patterns');

    // A position in the link that does not fit: said, not silently dropped.
    const bad = await readyPage(PHONE.viewport, pageUrl + '#b=PPPPPPO-PSGLLLO-PSGGGLO-PSSBGLO-PRSBBBO-PRRRRBO-POOOOOO&p=xxQ');
    // The link is read before the page says it is ready (readyPage waits for that).
    assert.match(await text(bad, '#entry-error'), /position in the link has 3 cells, but the board has 49.*left out/);
    assert.ok(await visible(bad, '#entry-error'));
    await shot(bad, 'phone-bad-link');
    await bad.close();
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
