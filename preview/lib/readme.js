// README's pictures (docs/screenshots/): the judge's night step, the judge's ballots, a card face
// down, a card pressed, the review's two share pictures (a share picture at its own size);
// 自动主持: the host phone at night and in a speech, the player's console of the seer, the witch and
// a voter, the knight's 决斗 and the white wolf king's 自爆带人; 手机投票 in a judge room: the judge's
// tally and a voter's phone; people coming and going: the 大屏, a watcher's phone, the rescue vote,
// a substitute's code — the same HTML as preview/out/, at device scale 1 to stay small.
'use strict';

const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { launch, ownSize } = require('./browser');

const DIR = join(__dirname, '..', '..', 'docs', 'screenshots');
const LIMIT = 150 * 1024;

/** Which preview state each README picture is taken from. */
const README_SHOTS = [
  { name: 'judge-night', from: 'judge-werewolf-guard' },
  { name: 'judge-ballots', from: 'judge-werewolf-ballots-scrolled' },
  { name: 'card-face-down', from: 'card-face-down' },
  { name: 'card-revealed', from: 'card-werewolf' },
  { name: 'share-wide', from: 'share-werewolf-wide' },
  { name: 'share-tall', from: 'share-undercover-tall' },
  { name: 'host-night', from: 'host-night' },
  { name: 'host-speech', from: 'host-speech' },
  { name: 'console-seer', from: 'console-seer' },
  { name: 'console-witch', from: 'console-witch' },
  { name: 'console-voter', from: 'console-voter' },
  { name: 'console-duel', from: 'console-duel' },
  { name: 'console-explode-take', from: 'console-explode-take' },
  { name: 'judge-phone-tally', from: 'judge-phone-tally' },
  { name: 'console-phone-vote', from: 'console-phone-vote' },
  { name: 'big-screen', from: 'big-screen' },
  { name: 'spectator-phone', from: 'spectator-phone' },
  { name: 'rescue-vote', from: 'rescue-vote' },
  { name: 'substitute-code', from: 'substitute-code' },
];

async function writeReadmeShots(htmlDir) {
  mkdirSync(DIR, { recursive: true });
  const browser = await launch();
  const written = [];
  try {
    for (const shot of README_SHOTS) {
      const path = join(DIR, `${shot.name}.png`);
      const html = join(htmlDir, `${shot.from}.html`);
      const { bytes } = await browser.screenshot(html, path, { scale: 1, ...ownSize(html) });
      if (bytes > LIMIT) throw new Error(`${path} is ${Math.round(bytes / 1024)} KB, over the README's 150 KB`);
      written.push({ path, bytes });
    }
  } finally {
    await browser.close();
  }
  return written;
}

module.exports = { README_SHOTS, writeReadmeShots };
