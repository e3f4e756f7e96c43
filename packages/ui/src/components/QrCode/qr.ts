import { encode } from 'uqr';

export const qrLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof qrLevels)[number];

/** Spec §9: QR codes are 200 px at error-correction level M unless said otherwise. */
export const QR_DEFAULTS = { size: 200, margin: 0, level: 'M' } as const satisfies {
  size: number;
  margin: number;
  level: QrLevel;
};

/** Spec §9 (Line QR): 100 px with a 10 px margin, in green. */
export const LINE_QR = { size: 100, margin: 10, level: 'M' } as const;

export interface QrMatrix {
  /** Modules per side, without a quiet zone. */
  count: number;
  /** One SVG path (unit squares, rows merged into runs) of the dark modules. */
  path: string;
}

/** Encodes text into a QR matrix and draws its dark modules as a single path, in module units. */
export function qrMatrix(value: string, level: QrLevel = QR_DEFAULTS.level): QrMatrix {
  const { data, size } = encode(value, { ecc: level, border: 0 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { count: size, path };
}
