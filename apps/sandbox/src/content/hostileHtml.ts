// Operator HTML that tries to run script, mixed with the formatting a real notice has. The sandbox stores and
// returns it verbatim: the front end must sanitize it (design.md, deliberate deviations), and these prove it does.
import { ASSETS_PATH } from './contentConstants.ts';

/** Links, bold text, a list and an art image around an inline script and a javascript: link. */
export const HOSTILE_SCRIPT_HTML = [
  '<p><b>Big news!</b> Our <i>lucky wheel</i> is back this weekend.</p>',
  '<script>alert(1)</script>',
  '<ul><li>Spin once per day</li><li>Prizes up to <strong>8,888 THB</strong></li></ul>',
  '<p>Read <a href="javascript:alert(1)">the rules</a> or the <a href="/promotions">promotions page</a>.</p>',
  '<p><a href="  JaVaScRiPt:alert(1)">Claim now</a> · ',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Details</a></p>',
  `<img src="${ASSETS_PATH}/PROMO/13.png" alt="Lucky wheel" width="480">`,
].join('');

/** Images whose error and load handlers run script, and an SVG with onload, beside a legitimate image. */
export const HOSTILE_IMAGE_HTML = [
  '<p>Photos from last month&#39;s <em>VIP party</em>:</p>',
  '<img src=x onerror=alert(1)>',
  `<img src="${ASSETS_PATH}/PROMO/10.png" alt="VIP party" onload="alert(1)">`,
  '<svg onload=alert(1) width="40" height="40"><circle cx="20" cy="20" r="18" fill="gold"/></svg>',
  '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text x="0" y="15">tap</text></a></svg>',
  '<p onclick="alert(1)">Tap here for more photos.</p>',
  '<details open ontoggle=alert(1)><summary>More</summary>See you at the next party.</details>',
].join('');

/** Frames, objects and page-level tags that would load or redirect to script. */
export const HOSTILE_FRAME_HTML = [
  '<h3>Watch the highlights</h3>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>" width="320" height="180"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input name="otp" placeholder="Enter your OTP"><button>Claim</button></form>',
  '<p>Full video on our <a href="https://example.com/highlights" target="_blank">channel</a>.</p>',
].join('');

/** Style-based attacks: a page-covering overlay, script URLs in CSS, old IE expressions, a global style sheet. */
export const HOSTILE_STYLE_HTML = [
  '<style>body{display:none} *{background:url("javascript:alert(1)")}</style>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:99999;background:#fff">',
  '<p>Your session expired. <a href="https://phishing.example/login">Log in again</a></p></div>',
  '<p style="background-image:url(\'javascript:alert(1)\')">Deposit bonus <b>20%</b> today only.</p>',
  '<div style="width:expression(alert(1))">Old browsers only.</div>',
  '<ol><li><span style="color:#c00;font-weight:bold">Deposit</span></li><li>Play</li><li>Withdraw</li></ol>',
].join('');

/** Mutation XSS that only appears when a parser rebuilds the markup, with plain formatting around it. */
export const HOSTILE_MUTATION_HTML = [
  '<p>Maintenance is <u>complete</u>. Thank you for waiting.</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="/help">Help centre</a>',
].join('');

/** A title that looks like markup: titles are plain text and must be shown as typed. */
export const HOSTILE_TITLE = '<img src=x onerror=alert(1)> Titles are text, not HTML';
