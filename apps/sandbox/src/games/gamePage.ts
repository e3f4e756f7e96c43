// The page a launch address opens: the sandbox's stand-in for a vendor's game. It shows the game, takes bets from the
// MAIN wallet (a seamless wallet) and tells its parent frame it is ready, that the balance changed, and when the
// player asks to go back, so the site's game frame and its postMessage origin check can be exercised without a
// real vendor.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import {
  BET_CHIPS,
  ESPORTS_EVENTS,
  ESPORTS_ODDS,
  HAND_SIDES,
  PLAY_KIND,
  SPORTS_EVENTS,
  SPORTS_ODDS,
  TICKET_PLAY_TYPES,
} from '../records/recordsConstants.ts';
import { GAME_MESSAGE_SOURCE } from './gamesConstants.ts';
import type { OpenedLaunch } from './gamesStore.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
  html, body { margin: 0; height: 100%; }
  body { display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; color: #f5f3ff;
         background: radial-gradient(circle at 30% 20%, #6142bf, #1a1033 70%); }
  main { text-align: center; padding: 24px; }
  h1 { margin: 0 0 8px; font-size: 28px; }
  p { margin: 0 0 16px; opacity: 0.85; }
  button { font: inherit; padding: 8px 20px; border: 0; border-radius: 999px; background: #f5c542; color: #1a1033;
           cursor: pointer; }
  form { display: grid; gap: 8px; max-width: 320px; margin: 0 auto 16px; text-align: left; }
  input, select { font: inherit; padding: 6px 10px; border-radius: 8px; border: 1px solid #f5c542; }
  fieldset { border: 1px solid rgba(245, 243, 255, 0.4); border-radius: 8px; }
  fieldset label { display: inline-block; margin-right: 12px; white-space: nowrap; }
  .chip { padding: 4px 12px; background: #f5f3ff; }
  .limits { margin: 0; font-size: 14px; }
  #result { min-height: 1.5em; font-weight: 600; }`;

function page(c: Context, status: 200 | 404, title: string, body: string, script = ''): Response {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>${body}</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
  return c.html(html, status, {
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
    // The ticket is in the address: keep it out of caches and referrers.
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

/** A decimal string with thousands separators ("12345.6" → "12,345.60"), without a float; also the page script's. */
function groupDigits(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + fraction.padEnd(2, '0');
}

/** What the game page offers the player for its category (records/recordsConstants.ts), as the script reads it. */
function playSetup(launch: OpenedLaunch) {
  const kind = PLAY_KIND[launch.category];
  const category = launch.category;
  return {
    kind,
    chips: BET_CHIPS,
    minBet: launch.minBet,
    maxBet: launch.maxBet,
    sides: kind === 'hand' ? HAND_SIDES[category as keyof typeof HAND_SIDES] : [],
    playTypes: kind === 'ticket' ? Object.keys(TICKET_PLAY_TYPES) : [],
    digits: Object.fromEntries(Object.entries(TICKET_PLAY_TYPES).map(([k, v]) => [k, v.digits])),
    events: kind === 'slip' ? (category === 'ESPORTS' ? ESPORTS_EVENTS : SPORTS_EVENTS) : [],
    odds: kind === 'slip' ? (category === 'ESPORTS' ? ESPORTS_ODDS : SPORTS_ODDS) : {},
  };
}

const PLAY_BUTTON = { spin: 'Spin', hand: 'Deal', ticket: 'Buy ticket', slip: 'Place bet' } as const;

/** The form of one play kind: the choices besides the amount. */
function choiceFields(setup: ReturnType<typeof playSetup>): string {
  switch (setup.kind) {
    case 'spin':
      return '';
    case 'hand':
      return `<fieldset><legend>Side</legend>${setup.sides
        .map(
          (side, i) =>
            `<label><input type="radio" name="side" value="${escapeHtml(side)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(side)}</label>`,
        )
        .join(' ')}</fieldset>`;
    case 'ticket':
      return `<label for="playType">Play type</label><select id="playType" name="playType">${setup.playTypes
        .map((t) => `<option value="${escapeHtml(t)}">${escapeHtml(t)}</option>`)
        .join('')}</select>
<label for="numbers">Numbers</label><input id="numbers" name="numbers" inputmode="numeric" autocomplete="off" required>`;
    case 'slip':
      return `<label for="event">Event</label><select id="event" name="event">${setup.events
        .map((e) => `<option value="${escapeHtml(e)}">${escapeHtml(e)}</option>`)
        .join('')}</select>
<fieldset><legend>Pick</legend>${Object.entries(setup.odds)
        .map(
          ([pick, odds], i) =>
            `<label><input type="radio" name="pick" value="${pick}"${i === 0 ? ' checked' : ''}> ${pick[0]!.toUpperCase()}${pick.slice(1)} ${odds}</label>`,
        )
        .join(' ')}</fieldset>`;
  }
}

/**
 * The game: the vendor and game, the balance, an amount with chips and the category's choices (spin, hand, ticket
 * or slip), the result of the last bet. Bets go to the vendor's endpoint beside this page (records/recordsArea.ts);
 * after each one the page tells its parent `{ type: 'balance' }`, as on `ready` and `close`.
 */
export function gamePage(c: Context, launch: OpenedLaunch, balance: string, ticket: string, betUrl: string): Response {
  const message = { source: GAME_MESSAGE_SOURCE, nodeId: launch.nodeId, name: launch.name };
  const setup = playSetup(launch);
  const script = `
const message = ${scriptJson(message)};
const setup = ${scriptJson(setup)};
const ticket = ${scriptJson(ticket)};
const betUrl = ${scriptJson(betUrl)};
const post = (type) => { if (window.parent !== window) window.parent.postMessage({ ...message, type }, '*'); };
const $ = (id) => document.getElementById(id);
const money = ${groupDigits.toString()};
$('back').addEventListener('click', () => post('close'));
for (const chip of document.querySelectorAll('[data-chip]')) {
  chip.addEventListener('click', () => { $('amount').value = chip.dataset.chip; });
}
const describe = (bet) => {
  if (bet.status === 'unsettled') {
    return 'Slip ' + bet.orderNo + ' placed: ' + money(bet.betAmount) + ', settles at ' +
      new Date(bet.outcome).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  }
  const head = bet.result === 'win' ? 'Win ' + money(bet.winAmount)
    : bet.result === 'draw' ? 'Draw: stake returned' : 'Lose ' + money(bet.betAmount);
  return head + ' (' + bet.outcome + ') · ' + bet.orderNo;
};
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const body = { ticket, idempotencyKey: crypto.randomUUID() };
  for (const [name, value] of form) body[name] = String(value).trim();
  $('bet').disabled = true;
  $('result').textContent = 'Betting…';
  try {
    const res = await fetch(betUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const reply = await res.json();
    if (reply.success) {
      $('result').textContent = describe(reply.value);
      $('balance').textContent = money(reply.value.balance);
      post('balance');
    } else {
      $('result').textContent = reply.message || 'The bet was not taken';
    }
  } catch {
    $('result').textContent = 'The bet could not be sent, please try again';
  } finally {
    $('bet').disabled = false;
  }
});
post('ready');`;
  return page(
    c,
    200,
    launch.name,
    `<p>${escapeHtml(launch.vendorName)}</p>
<h1>${escapeHtml(launch.name)}</h1>
<p>Playing as ${escapeHtml(launch.nickname)} · ${escapeHtml(launch.platform)} · ${escapeHtml(launch.language)}</p>
<p>Balance: <strong id="balance">${escapeHtml(groupDigits(balance))}</strong></p>
<form id="play" novalidate>
<label for="amount">Amount</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${escapeHtml(setup.minBet)}" required>
<div role="group" aria-label="Chips">${setup.chips
      .map((chip) => `<button type="button" class="chip" data-chip="${chip}">${chip}</button>`)
      .join(' ')}</div>
<p class="limits">Bet ${escapeHtml(setup.minBet)} to ${escapeHtml(setup.maxBet)}</p>
${choiceFields(setup)}
<button id="bet" type="submit">${PLAY_BUTTON[setup.kind]}</button>
</form>
<p id="result" role="status" aria-live="polite"></p>
<button id="back" type="button">Back to lobby</button>`,
    script,
  );
}

export function gameGonePage(c: Context): Response {
  return page(
    c,
    404,
    'Game session ended',
    '<h1>This game session has ended</h1><p>Please launch the game again from the lobby.</p>',
  );
}
