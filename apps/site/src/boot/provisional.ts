// What the frame shows before the permission call answers: the prerendered page draws it (build/prerender.ts), and
// the browser keeps drawing it until the answer comes, so a player sees the site at once instead of a loader. It
// holds nothing: no customer service, no app links, no whitelabel switch on; the merchant folder's features apply.
import type { Permission } from '@wl/api';

const NO_PAGE = { title: '', info: '' };

/** The permission of a page drawn before the server answered: every list empty, every switch at its default. */
export const PROVISIONAL_PERMISSION: Permission = {
  systemStatus: 0,
  publicKey: '',
  whitelabel: {},
  register: { usernameEnabled: true, mobileReg: false },
  resources: [],
  customerService: [],
  imageCDNs: [],
  launchGameCDNs: [],
  location: { ip: '' },
  maintenance: NO_PAGE,
  regionRestriction: NO_PAGE,
};
