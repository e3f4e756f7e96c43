// The page a launch address opens: the sandbox's stand-in for a vendor's game. It shows the game and tells its
// parent frame it is ready (and when the player asks to go back), so the site's game frame and its postMessage
// origin check can be exercised without a real vendor.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
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
           cursor: pointer; }`;

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
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`,
    // The ticket is in the address: keep it out of caches and referrers.
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

export function gamePage(c: Context, launch: OpenedLaunch): Response {
  const message = { source: GAME_MESSAGE_SOURCE, nodeId: launch.nodeId, name: launch.name };
  const script = `
const message = ${scriptJson(message)};
const post = (type) => { if (window.parent !== window) window.parent.postMessage({ ...message, type }, '*'); };
document.getElementById('back').addEventListener('click', () => post('close'));
post('ready');`;
  return page(
    c,
    200,
    launch.name,
    `<p>${escapeHtml(launch.vendorName)}</p>
<h1>${escapeHtml(launch.name)}</h1>
<p>Playing as ${escapeHtml(launch.nickname)} · ${escapeHtml(launch.platform)} · ${escapeHtml(launch.language)}</p>
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
