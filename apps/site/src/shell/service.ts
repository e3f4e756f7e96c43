import type { MemberInfo, Permission } from '@wl/api';
import { decodeServicePath } from '@wl/api';
import type { ServiceChannel } from '@wl/ui';
import { api } from '../api';
import { allowedUrl, openWindowForLater } from '../urlPolicy';

/** Spec §2: members whose rank is above this get the VIP channel instead of live chat. */
export const VIP_SERVICE_RANK_ABOVE = 4;

/** The type of the service link whose path is obfuscated (spec §3). */
const OBFUSCATED_LINK_TYPE = 3;

/** Our choice: a popup the size of a phone, beside the game. */
const POPUP_FEATURES = 'popup,width=420,height=720';

export function serviceChannelFor(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): ServiceChannel {
  return (member?.clubLabel?.rankLevel ?? 0) > VIP_SERVICE_RANK_ABOVE ? 'vip' : 'liveChat';
}

/** The permission's customer-service address for a channel (VIP desk, live chat or Telegram). */
export function servicePath(permission: Permission, csType: 'VIP' | 'LIVECHAT' | 'TELEGRAM'): string | undefined {
  return permission.customerService.find((service) => service.csType === csType)?.path;
}

/** Opens an address in a popup window (a new tab where popups are not a thing). */
export function openPopup(url: string): void {
  const allowed = allowedUrl(url, 'customer service');
  if (allowed) window.open(allowed, 'customerService', `${POPUP_FEATURES},noopener`);
}

/**
 * The customer-service link (spec §4): the popup opens at once (inside the click, so it is not blocked), then gets
 * the address the server gives; the type-3 path is decoded. A failed fetch closes the popup again.
 */
export async function openServiceLink(): Promise<void> {
  const popup = openWindowForLater('customerService', POPUP_FEATURES);
  try {
    const links = await api.chat.getServiceLink();
    const link = links.find((item) => item.type === OBFUSCATED_LINK_TYPE) ?? links[0];
    if (!link) throw new Error('no service link');
    popup.go(link.type === OBFUSCATED_LINK_TYPE ? decodeServicePath(link.path) : link.path, 'customer service');
  } catch {
    popup.close();
  }
}
