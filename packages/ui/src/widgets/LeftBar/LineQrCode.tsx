import { LINE_QR, QrCode } from '../../components/QrCode';

/** Spec §9 Line QR (size 100, margin 10, green): its own chunk, loaded when the player opens it. */
export default function LineQrCode({ url, label }: { url: string; label: string }) {
  return (
    <QrCode value={url} label={label} size={LINE_QR.size} margin={LINE_QR.margin} level={LINE_QR.level} tone="line" />
  );
}
