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
  whitelabelFlags,
} from '../siteConfig.ts';
import { getSystemStatus } from '../store/systemSettings.ts';
import type { Handler, RequestContext } from '../types.ts';

const FALLBACK_IP = '127.0.0.1';

/**
 * The caller's address: the first x-forwarded-for hop (the sandbox usually sits behind the site's dev proxy),
 * else the socket, else loopback (tests calling app.request() have no socket).
 */
export function clientIp(c: RequestContext): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const socketAddress = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  if (socketAddress) return socketAddress.replace(/^::ffff:/, '');
  return FALLBACK_IP;
}

export const getPermission: Handler<'getPermission'> = async (c, { db, keys }) => {
  const { options } = await loadRegistrationSettings(db);
  return ok(c, {
    systemStatus: await getSystemStatus(db),
    publicKey: keys.publicKeySpki,
    whitelabel: whitelabelFlags(options),
    register: registerTypes(options),
    resources: RESOURCES,
    customerService: CUSTOMER_SERVICE,
    analytics: ANALYTICS,
    imageCDNs: IMAGE_CDNS,
    launchGameCDNs: LAUNCH_GAME_CDNS,
    location: { ip: clientIp(c), countryCode: COUNTRY_CODE },
    maintenance: MAINTENANCE_PAGE,
    regionRestriction: REGION_RESTRICTION_PAGE,
  });
};

export const getSystemStatusHandler: Handler<'getSystemStatus'> = async (c, { db }) =>
  ok(c, { systemStatus: await getSystemStatus(db) });
