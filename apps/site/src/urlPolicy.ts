// The URL policy: every address the site opens or navigates to that came from the server or from configuration goes
// through here. A same-origin path, or an absolute http(s) address; anything else (javascript:, data:, file:, a
// protocol-relative //host) is refused. Hosts are not narrowed yet (an allowlist per merchant belongs to issue 12).

/** The address to open, or null when the policy refuses it. */
export function allowedUrl(raw: string): string | null {
  const value = raw.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Opens an allowed address in a new tab that cannot reach back into this one; false when refused. */
export function openInNewTab(raw: string): boolean {
  const url = allowedUrl(raw);
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  return url !== null;
}
