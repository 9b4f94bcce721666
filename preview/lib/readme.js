// README's pictures (docs/screenshots/): the judge's night step, the judge's ballots, a card face
// down and a card pressed; 自动主持: the host phone at night and in a speech, the player's console of
// the seer, the witch and a voter — the same HTML as preview/out/, at device scale 1 to stay small.
'use strict';

const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { launch } = require('./browser');

const DIR = join(__dirname, '..', '..', 'docs', 'screenshots');
const LIMIT = 150 * 1024;

/** Which preview state each README picture is taken from. */
const README_SHOTS = [
  { name: 'judge-night', from: 'judge-werewolf-guard' },
  { name: 'judge-ballots', from: 'judge-werewolf-ballots-scrolled' },
  { name: 'card-face-down', from: 'card-face-down' },
  { name: 'card-revealed', from: 'card-werewolf' },
  { name: 'host-night', from: 'host-night' },
  { name: 'host-speech', from: 'host-speech' },
  { name: 'console-seer', from: 'console-seer' },
  { name: 'console-witch', from: 'console-witch' },
  { name: 'console-voter', from: 'console-voter' },
];

async function writeReadmeShots(htmlDir) {
  mkdirSync(DIR, { recursive: true });
  const browser = await launch();
  const written = [];
  try {
    for (const shot of README_SHOTS) {
      const path = join(DIR, `${shot.name}.png`);
      const { bytes } = await browser.screenshot(join(htmlDir, `${shot.from}.html`), path, { scale: 1 });
      if (bytes > LIMIT) throw new Error(`${path} is ${Math.round(bytes / 1024)} KB, over the README's 150 KB`);
      written.push({ path, bytes });
    }
  } finally {
    await browser.close();
  }
  return written;
}

module.exports = { README_SHOTS, writeReadmeShots };
