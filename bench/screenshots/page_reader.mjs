// SPDX-License-Identifier: MIT
// The page's side of evaluate_page.py: opens build-web/index.html in headless
// chromium (puppeteer-core from tests/web/node_modules), pastes each image
// named on stdin (a JSON list of paths) as a player would, and prints one JSON
// line per image: {path, doc | error, ms: {reader, decode, read, board}}
// (milliseconds from the paste event; `board`: the board drawn).
//   node bench/screenshots/page_reader.mjs BUILD_WEB < paths.json
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'tests/web/package.json'));
const puppeteer = require('puppeteer-core');

const buildDir = path.resolve(process.argv[2] || 'build-web');
const images = JSON.parse(readFileSync(0, 'utf8'));
const browser = await puppeteer.launch({
  executablePath: process.env.QH_CHROMIUM || '/usr/bin/chromium',
  headless: true,
  userDataDir: path.join(os.tmpdir(), 'qh-page-reader-' + process.pid),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(pathToFileURL(path.join(buildDir, 'index.html')).href);
  await page.waitForSelector('body[data-ready="true"]');
  for (const image of images) {
    const type = /\.png$/i.test(image) ? 'image/png' : /\.jpe?g$/i.test(image) ? 'image/jpeg' : 'application/octet-stream';
    const detail = await page.evaluate(async (name, b64, mime) => {
      const data = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: mime }));
      const done = new Promise((resolve) =>
        document.addEventListener('qh-screenshot', (e) => resolve(e.detail), { once: true }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
      return JSON.parse(JSON.stringify(await done));
    }, path.basename(image), readFileSync(image).toString('base64'), type);
    process.stdout.write(JSON.stringify({ path: image, ...detail }) + '\n');
  }
} finally {
  await browser.close();
}
