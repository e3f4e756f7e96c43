// Amounts as the English pages write them, in minor units: the specs compare money exactly, never as floats.

/** Minor units of the first amount in a text ("฿10,388.00" → 1038800n). */
export function minorIn(text: string | null): bigint {
  const match = /([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  return BigInt(match[1]!.replaceAll(',', '') + match[2]!);
}

/** Minor units of the first amount in a text with its sign ("−THB 50.00" → -5000n). */
export function signedMinorIn(text: string | null): bigint {
  const match = /([-−])?[^\d\-−]*?([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  const minor = BigInt(match[2]!.replaceAll(',', '') + match[3]!);
  return match[1] ? -minor : minor;
}

/** Minor units as the English page writes them ("1,234.50"). */
export const written = (minor: bigint) =>
  `${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;
