// The site server's certificate on this machine (`npm start`, `npm test`, `npm run bench`): self-signed for localhost,
// 127.0.0.1 and ::1, made on first run and kept in .cert/ (git-ignored), made again when it nears its end. Browsers
// warn once (it is nobody's certificate); an operator serves the site with their own (README: "Serving the site").
// `node scripts/localCert.mjs` makes it if needed and prints the file's path.
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import selfsigned from 'selfsigned';
import { root } from './lib.mjs';

/** How long a certificate made here is valid, and how long before its end a new one is made. */
const VALID_DAYS = 365;
const RENEW_DAYS_BEFORE_END = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The key and the certificate in one PEM file: written at once (renamed into place), never half of a pair. */
export const LOCAL_CERT_PATH = join(root, '.cert', 'localhost.pem');

function stillGood(pem) {
  try {
    const certificate = new X509Certificate(pem);
    return new Date(certificate.validTo).getTime() - Date.now() > RENEW_DAYS_BEFORE_END * DAY_MS;
  } catch {
    return false;
  }
}

/** The path of a PEM file holding the private key and the certificate, made now if missing or near its end. */
export async function localCertificate(path = LOCAL_CERT_PATH) {
  if (existsSync(path) && stillGood(readFileSync(path, 'utf8'))) return path;
  const notBeforeDate = new Date();
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + VALID_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  mkdirSync(join(path, '..'), { recursive: true });
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, `${pems.private}${pems.cert}`, { mode: 0o600 });
  renameSync(draft, path);
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await localCertificate());
}
