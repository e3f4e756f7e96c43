// Thai PromptPay QR payloads (EMVCo merchant-presented QR): what a QR-payment deposit order carries for the site to
// draw. Each field is a tag, a two-digit length and the value; the last field (63) is the CRC-16/CCITT-FALSE of
// everything before its value.

/** The PromptPay application id (tag 29, sub-tag 00). */
const PROMPTPAY_AID = 'A000000677010111';
/** ISO 4217 numeric code of THB (tag 53). */
const THB_NUMERIC = '764';

function field(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the text's UTF-8 bytes, four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A mobile number (0812345678) as PromptPay's 13 digits (0066812345678); a 13-digit tax id as it is. */
function target(id: string): { tag: string; value: string } {
  const digits = id.replace(/\D/g, '');
  if (digits.length === 13) return { tag: '02', value: digits };
  return { tag: '01', value: `0066${digits.replace(/^0/, '')}`.padStart(13, '0') };
}

/**
 * The payload of a PromptPay QR paying `amount` (a decimal string, e.g. "500.00") to `promptPayId`, with the order
 * number as the bill reference (tag 62, sub-tag 05). Without an amount the QR is static (the payer types it).
 */
export function promptPayPayload(promptPayId: string, amount?: string, reference?: string): string {
  const to = target(promptPayId);
  const payload = [
    field('00', '01'),
    field('01', amount === undefined ? '11' : '12'),
    field('29', field('00', PROMPTPAY_AID) + field(to.tag, to.value)),
    field('58', 'TH'),
    field('53', THB_NUMERIC),
    amount === undefined ? '' : field('54', amount),
    reference === undefined ? '' : field('62', field('05', reference)),
    '6304',
  ].join('');
  return payload + crc16(payload);
}
