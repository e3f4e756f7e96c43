// Hostile addresses a back office could put in any link field: the URL policy's unit test refuses each one and
// hostileUrls.spec.ts plants them (POST /sandbox/hostile-content) into every field the site reads links from.
// Each one that ran would set window.__pwned or open a dialog.

export const HOSTILE_URLS: readonly string[] = [
  'javascript:window.__pwned=1',
  'JavaScript:window.__pwned=2',
  'JAVASCRIPT:alert(3)',
  ' javascript:window.__pwned=4',
  '\u0000javascript:window.__pwned=5',
  'java\tscript:window.__pwned=6',
  'java\nscript:window.__pwned=7',
  'java\u0000script:window.__pwned=8',
  'javascript&colon;window.__pwned=9',
  '&#106;avascript:window.__pwned=10',
  '&#x6A;&#x61;&#x76;&#x61;script:alert(11)',
  'javascript%3Awindow.__pwned=12',
  'javascript://%0Awindow.__pwned=13',
  'vbscript:msgbox(14)',
  'VBScript:msgbox(15)',
  'data:text/html,<script>window.opener&&(window.opener.__pwned=16)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxNyk8L3NjcmlwdD4=',
  'DATA:text/html,<script>alert(18)</script>',
  'blob:https://evil.example/19',
  'file:///etc/passwd',
  '//evil.example/20',
  '\\\\evil.example/21',
  '/\\evil.example/22',
  '\\/evil.example/23',
  ' //evil.example/24',
  'https:evil.example/25',
  'https://evil.example/26',
  'HTTPS://phishing.example/27',
  'https://download.example.com@evil.example/28',
  'https://evil.example\\@download.example.com/29',
  'https://line.me.evil.example/30',
  'http://[::1]:1/31',
  'evil.example/32',
  'about:blank#33',
];

/** What the policy must keep: the sandbox's own links and paths of the site (same-origin). */
export const ALLOWED_URLS: readonly string[] = [
  '/promotions',
  '/hot?page=PG',
  'https://livechat.example.com/chat?merchant=sandbox',
  'HTTPS://Download.Example.com/app/sandbox.apk',
  'https://www2.siam-sandbox.example/',
  'http://lotto.siam-sandbox.example/',
  ' https://t.me/wl_sandbox_support\n',
];
