// One headless Chromium for all screenshots, driven over the DevTools protocol on a pipe
// (--remote-debugging-pipe: fd 3 to the browser, fd 4 back, one JSON message per NUL byte).
// No dependency beyond Debian's `chromium`.
'use strict';

const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--hide-scrollbars',
  '--disable-extensions', '--mute-audio', '--remote-debugging-pipe',
];

/** The size a picture's HTML asks to be shot at (the share images), or {} for a phone screen. */
function ownSize(html) {
  const size = /<meta name="preview-size" content="(\d+)x(\d+)">/.exec(readFileSync(html, 'utf8'));
  return size ? { width: Number(size[1]), height: Number(size[2]) } : {};
}

async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'preview-chromium-'));
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];

  let nextId = 1;
  const waiting = new Map();
  const listeners = new Set();
  let buffer = '';
  fromBrowser.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id && waiting.has(message.id)) {
        const { resolve, reject, method } = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  exited.then(() => {
    for (const { reject, method } of waiting.values()) reject(new Error(`${method}: chromium exited\n${stderr}`));
    waiting.clear();
  });

  function send(method, params = {}, sessionId) {
    const id = nextId++;
    const message = { id, method, params, ...(sessionId && { sessionId }) };
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify(message)}\0`);
    });
  }

  function once(method, sessionId, timeoutMs = 15000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`timed out waiting for ${method}`));
      }, timeoutMs);
      const listener = (message) => {
        if (message.method === method && message.sessionId === sessionId) {
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(message.params);
        }
      };
      listeners.add(listener);
    });
  }

  await send('Browser.getVersion');
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Page.enable', {}, sessionId);

  return {
    /**
     * Screenshots an HTML file at width×height CSS px and the given device scale into `png`.
     * With `fullPage`, the height grows to the whole document (at least `height`); `from`/`to` (CSS px)
     * then cut a band out of it.
     * Answers the document's height in CSS px and the PNG's size in bytes.
     */
    async screenshot(html, png, { width = 375, height = 812, scale = 2, fullPage = false, from = 0, to = Infinity } = {}) {
      await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: scale, mobile: true }, sessionId);
      const loaded = once('Page.loadEventFired', sessionId);
      await send('Page.navigate', { url: pathToFileURL(html).href }, sessionId);
      await loaded;
      // Fonts (the CJK font, the inlined icon font) before the picture.
      await send('Runtime.evaluate', { expression: 'document.fonts.ready.then(() => true)', awaitPromise: true }, sessionId);
      const { result } = await send('Runtime.evaluate', {
        expression: 'Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)', returnByValue: true,
      }, sessionId);
      const documentHeight = Math.ceil(result.value);
      let clip;
      if (fullPage) {
        const full = Math.max(height, documentHeight);
        await send('Emulation.setDeviceMetricsOverride', { width, height: full, deviceScaleFactor: scale, mobile: true }, sessionId);
        const top = Math.min(from, full);
        clip = { x: 0, y: top, width, height: Math.min(full, to) - top, scale: 1 };
      }
      const { data } = await send('Page.captureScreenshot', { format: 'png', ...(clip && { clip }) }, sessionId);
      const bytes = Buffer.from(data, 'base64');
      writeFileSync(png, bytes);
      return { height: documentHeight, bytes: bytes.length };
    },
    async close() {
      try {
        await Promise.race([send('Browser.close'), new Promise((r) => setTimeout(r, 3000))]);
      } catch {
        // already gone
      }
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // a temp folder left behind is no reason to fail
      }
    },
  };
}

module.exports = { CHROMIUM, launch, ownSize };
