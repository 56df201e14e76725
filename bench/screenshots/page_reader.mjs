// SPDX-License-Identifier: MIT
// The page's side of evaluate_page.py: opens build-web/index.html in headless
// chromium (puppeteer-core from tests/web/node_modules), pastes each image
// named on stdin (a JSON list of paths) as a player would, and prints one JSON
// line per image: {path, doc | error, ms: {reader, decode, read, board}}
// (milliseconds from the paste event; `board`: the board drawn). Chromium
// is launched as the browser tests launch it (tests/web/browser.mjs).
//   node bench/screenshots/page_reader.mjs BUILD_WEB < paths.json
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { deliverImage, launchChromium } = await import(pathToFileURL(path.join(root, 'tests/web/browser.mjs')).href);

const buildDir = path.resolve(process.argv[2] || 'build-web');
const images = JSON.parse(readFileSync(0, 'utf8'));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'qh-page-reader-'));
const browser = await launchChromium(scratch);
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(pathToFileURL(path.join(buildDir, 'index.html')).href);
  await page.waitForSelector('body[data-ready="true"]');
  for (const image of images) {
    const type = /\.png$/i.test(image) ? 'image/png' : /\.jpe?g$/i.test(image) ? 'image/jpeg' : 'application/octet-stream';
    const detail = await deliverImage(page, 'paste', path.basename(image), readFileSync(image), type);
    process.stdout.write(JSON.stringify({ path: image, ...detail }) + '\n');
  }
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}
