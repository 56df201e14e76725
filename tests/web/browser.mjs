// SPDX-License-Identifier: MIT
// Debian's headless chromium for the browser tests and the page's
// measurements, driven by puppeteer-core (tests/web/package-lock.json; it
// never downloads a browser): no sandbox, no GPU, nothing that calls home.
import path from 'node:path';
import puppeteer from 'puppeteer-core';

export function launchChromium(profileDir) {
  return puppeteer.launch({
    executablePath: process.env.QH_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    userDataDir: path.join(profileDir, 'profile'),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// Hands an image file to the page as the browser does on a paste or a drop
// (`how`), and resolves with the reading (web/paste.js's `qh-screenshot`
// event detail: {doc, ms} or {error}).
export function deliverImage(page, how, name, bytes, type) {
  return page.evaluate(async (how, name, b64, mime) => {
    const data = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], name, { type: mime }));
    const done = new Promise((resolve) =>
      document.addEventListener('qh-screenshot', (e) => resolve(e.detail), { once: true }));
    if (how === 'paste')
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    else {
      const target = document.querySelector('.paste-box');
      for (const kind of ['dragenter', 'dragover', 'drop'])
        target.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }
    return JSON.parse(JSON.stringify(await done));
  }, how, name, Buffer.from(bytes).toString('base64'), type);
}
