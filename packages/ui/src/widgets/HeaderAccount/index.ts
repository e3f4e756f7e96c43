export { HeaderAccount, serviceChannels } from './HeaderAccount';
export type { HeaderAccountProps, ServiceChannel } from './HeaderAccount';
