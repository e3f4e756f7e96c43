export { QrCode, qrTones } from './QrCode';
export type { QrCodeProps, QrTone } from './QrCode';
export { LINE_QR, QR_DEFAULTS, qrLevels, qrMatrix } from './qr';
export type { QrLevel, QrMatrix } from './qr';
