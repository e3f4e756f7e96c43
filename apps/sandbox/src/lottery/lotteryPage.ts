// The sandbox's lottery vendor page: what a launch address opens in the site's iframe. The lobby lists the games of
// the launch's prize mode with live countdowns; a game's betting view shows its open draw, when betting locks, its
// play types and its last results. It takes no bets. The countdowns reload the page when a draw comes.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Deps } from '../types.ts';
import { LAUNCH_TTL_MS, LOCAL_OFFSET_MS, PAGE_RESULT_COUNT, type TextLanguage } from './lotteryConstants.ts';
import { textIn } from './lotteryLanguage.ts';
import { openedDraws } from './schedule.ts';
import {
  findGame,
  findLaunch,
  gameView,
  listGames,
  openedView,
  type LaunchRow,
  type LotteryGameRow,
} from './lotteryStore.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** 'YYYY-MM-DD HH:MM' in Bangkok time. */
function localTime(time: number): string {
  return new Date(time + LOCAL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; background: #14111f; color: #f2f0f7; }
header { display: flex; gap: 12px; align-items: center; padding: 10px 16px; background: #241d3a; }
header h1 { font-size: 17px; margin: 0; flex: 1; }
a { color: #ffcf5c; }
main { padding: 12px 16px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #3a3355; }
.countdown { font-variant-numeric: tabular-nums; }
.closed { color: #ff8a80; }
.menus { display: flex; flex-wrap: wrap; gap: 8px; padding: 0; list-style: none; }
.menus li { border: 1px solid #6142bf; border-radius: 6px; padding: 4px 10px; }
.note { color: #b7b0cc; font-size: 13px; }`;

// Counts each [data-remain] down from the moment the page was shown (the browser's clock may differ from the
// server's) and reloads once a draw has come, to show the next numero.
const SCRIPT = `
const start = performance.now();
const format = (ms) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86400), h = Math.floor(s / 3600) % 24, m = Math.floor(s / 60) % 60;
  const hms = [h, m, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return d > 0 ? d + 'd ' + hms : hms;
};
const tick = () => {
  let reload = false;
  for (const el of document.querySelectorAll('[data-remain]')) {
    const left = Number(el.dataset.remain) - (performance.now() - start);
    if (left <= 0 && el.dataset.draw !== undefined) reload = true;
    el.textContent = left > 0 ? format(left) : el.dataset.done;
  }
  if (reload) setTimeout(() => location.reload(), 1000); else setTimeout(tick, 250);
};
tick();`;

function countdown(remainMs: number, done: string, isDraw: boolean): string {
  return `<span class="countdown" data-remain="${remainMs}" data-done="${escape(done)}"${isDraw ? ' data-draw' : ''}></span>`;
}

function pageHtml(title: string, language: TextLanguage, backUrl: string | null, body: string, nonce: string) {
  const back = backUrl ? `<a href="${escape(backUrl)}" target="_top">Back</a>` : '';
  return `<!doctype html>
<html lang="${language.toLowerCase()}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escape(title)}</h1>${back}</header><main>${body}
<p class="note">Sandbox lottery: draws and results are live, bets are not taken.</p></main>
<script nonce="${nonce}">${SCRIPT}</script></body></html>`;
}

function lobbyBody(games: LotteryGameRow[], now: number, language: TextLanguage): string {
  const rows = games.map((game) => {
    const view = gameView(game, now, language);
    return `<tr><td><a href="?game=${encodeURIComponent(game.gameCode)}">${escape(view.remark)}</a></td>
<td>${escape(view.numero)}</td><td>${countdown(view.remainTime, 'Drawing…', true)}</td></tr>`;
  });
  return `<table><thead><tr><th>Lottery</th><th>Draw</th><th>Draws in</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function bettingBody(game: LotteryGameRow, now: number, language: TextLanguage): string {
  const view = gameView(game, now, language);
  const lockIn = view.remainTime - view.lockTime * 1000;
  const betting =
    lockIn > 0
      ? `Betting closes in ${countdown(lockIn, '00:00:00', false)}`
      : '<span class="closed">Betting is closed for this draw.</span>';
  const results = openedDraws(game.calendar, now, PAGE_RESULT_COUNT).map((draw) => {
    const opened = openedView(game, draw);
    return `<tr><td>${escape(opened.numero)}</td><td>${localTime(opened.winningTime)}</td>
<td>${escape(opened.winningNumber)}</td></tr>`;
  });
  return `<p><a href="?view=lobby">All lotteries</a></p>
<h2>Draw ${escape(view.numero)}</h2>
<p>Drawn at ${localTime(view.winningTime)} (GMT+7), in ${countdown(view.remainTime, 'Drawing…', true)}.</p>
<p>${betting}</p>
<ul class="menus">${view.gameMenus.map((menu) => `<li>${escape(menu.name)}</li>`).join('')}</ul>
<h2>Results</h2>
<table><thead><tr><th>Draw</th><th>Drawn at</th><th>Result</th></tr></thead>
<tbody>${results.join('\n')}</tbody></table>`;
}

function send(c: Context, status: 200 | 404, html: string, nonce: string): Response {
  c.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'`);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, status);
}

/** The game the page shows: the one asked for in the page, else the launched one for the betting view. */
async function shownGame(c: Context, deps: Deps, launch: LaunchRow): Promise<LotteryGameRow | null> {
  if (c.req.query('view') === 'lobby') return null;
  const code = c.req.query('game');
  if (code !== undefined) {
    const game = await findGame(deps.db, { gameCode: code });
    return game?.prizeModes.includes(launch.prizeMode) ? game : null;
  }
  if (launch.view !== 'betting' || launch.gameId === null) return null;
  return findGame(deps.db, { gameId: launch.gameId });
}

export async function lotteryPage(c: Context, deps: Deps): Promise<Response> {
  const nonce = randomBytes(16).toString('base64');
  const now = deps.now();
  const launch = await findLaunch(deps.db, c.req.param('ticket') ?? '');
  if (!launch || now - launch.createdAt > LAUNCH_TTL_MS) {
    const body = '<p>This lottery link has expired. Please open the lottery again from the site.</p>';
    return send(c, 404, pageHtml('Lottery', 'EN', null, body, nonce), nonce);
  }
  const game = await shownGame(c, deps, launch);
  const html = game
    ? pageHtml(
        textIn(game.names, launch.language),
        launch.language,
        launch.backUrl,
        bettingBody(game, now, launch.language),
        nonce,
      )
    : pageHtml(
        'Lottery lobby',
        launch.language,
        launch.backUrl,
        lobbyBody(await listGames(deps.db, launch.prizeMode), now, launch.language),
        nonce,
      );
  return send(c, 200, html, nonce);
}
