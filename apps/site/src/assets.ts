import type { Permission } from '@wl/api';

/** An image on the merchant's image CDN (the permission call's first `imageCDNs` entry). */
export function imageUrl(permission: Pick<Permission, 'imageCDNs'>, path: string): string {
  const base = permission.imageCDNs[0] ?? '';
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** The country picker's flag (spec §3: COUNTRY_FLAG/{countryCode}.png). */
export function flagUrl(permission: Pick<Permission, 'imageCDNs'>) {
  return (countryCode: string) => imageUrl(permission, `COUNTRY_FLAG/${countryCode}.png`);
}
