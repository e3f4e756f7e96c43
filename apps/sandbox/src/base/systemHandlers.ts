import { timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { loadRegistrationSettings } from '../accounts/registrationSettings.ts';
import { ok } from '../envelope.ts';
import {
  ANALYTICS,
  COUNTRY_CODE,
  CUSTOMER_SERVICE,
  IMAGE_CDNS,
  LAUNCH_GAME_CDNS,
  MAINTENANCE_PAGE,
  REGION_RESTRICTION_PAGE,
  registerTypes,
  RESOURCES,
} from '../siteConfig.ts';
import { whitelabelFlags } from './switches.ts';
import { PROXY_SECRET_HEADER } from '../security/securityConstants.ts';
import { plantedPermissionLinks } from '../content/hostileContent.ts';
import { getSystemStatus } from '../store/systemSettings.ts';
import type { Handler, RequestContext } from '../types.ts';

const FALLBACK_IP = '127.0.0.1';

/**
 * The caller's address. X-Forwarded-For is believed only from the site server (apps/site/server.mjs), which sets it
 * from its own socket and proves itself with the shared secret (SANDBOX_PROXY_SECRET) in X-Site-Proxy-Secret:
 * from anyone else the header could name any address, and so pass as a member's known one (new-IP verification)
 * or dodge a per-address limit. Otherwise the socket's address; loopback when there is no socket (tests calling
 * app.request()). Without a configured secret the header is never believed.
 */
export function clientIp(c: Pick<RequestContext, 'req' | 'env'>, proxySecret: string | null): string {
  if (proxySecret) {
    const given = Buffer.from(c.req.header(PROXY_SECRET_HEADER) ?? '');
    const expected = Buffer.from(proxySecret);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded.replace(/^::ffff:/, '');
    }
  }
  const socketAddress = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  if (socketAddress) return socketAddress.replace(/^::ffff:/, '');
  return FALLBACK_IP;
}

export const getPermission: Handler<'getPermission'> = async (c, { db, keys, proxySecret }) => {
  const { options } = await loadRegistrationSettings(db);
  const planted = plantedPermissionLinks(db);
  return ok(c, {
    systemStatus: await getSystemStatus(db),
    publicKey: keys.publicKeySpki,
    whitelabel: await whitelabelFlags(db),
    register: registerTypes(options),
    resources: planted?.resources ?? RESOURCES,
    customerService: planted?.customerService ?? CUSTOMER_SERVICE,
    analytics: ANALYTICS,
    imageCDNs: IMAGE_CDNS,
    launchGameCDNs: LAUNCH_GAME_CDNS,
    location: { ip: clientIp(c, proxySecret), countryCode: COUNTRY_CODE },
    maintenance: MAINTENANCE_PAGE,
    regionRestriction: REGION_RESTRICTION_PAGE,
  });
};

export const getSystemStatusHandler: Handler<'getSystemStatus'> = async (c, { db }) =>
  ok(c, { systemStatus: await getSystemStatus(db) });
