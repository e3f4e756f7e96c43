// The app download links of the page /down and of the download modal: the permission call's ANDROID and IOS
// resources (the iOS one's qrCodeUrl is its configuration profile), each through the URL policy.
import type { Permission } from '@wl/api';
import { allowedUrl } from '../urlPolicy';

/** The visitor's own phone first. */
export const devicePlatform = () => (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'ios' : 'android');

/** The allowed download addresses; null for a link that is missing or refused (then it is not shown). */
export function appDownloadLinks(resources: Permission['resources']) {
  const android = resources.find((resource) => resource.resourceType === 'ANDROID');
  const ios = resources.find((resource) => resource.resourceType === 'IOS');
  return {
    androidUrl: android ? allowedUrl(android.url, 'Android download') : null,
    iosUrl: ios ? allowedUrl(ios.url, 'iOS download') : null,
    iosProfileUrl: ios?.qrCodeUrl ? allowedUrl(ios.qrCodeUrl, 'iOS profile') : null,
  };
}
