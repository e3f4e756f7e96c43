import type { Permission } from '@wl/api';
import { StatusPage, type StatusPageProps } from '@wl/ui';
import { openInNewTab } from '../urlPolicy';

type StatusScreenProps = Omit<StatusPageProps, 'onContactService'> & {
  customerService: Permission['customerService'] | undefined;
};

/** The first customer-service channel (live chat first), opened in a new window through the URL policy. */
function contactService(channels: Permission['customerService'] | undefined) {
  const channel = channels?.find((c) => c.csType === 'LIVECHAT') ?? channels?.[0];
  return channel ? () => void openInNewTab(channel.path, 'customer service') : undefined;
}

/**
 * The maintenance and blocked-region pages: a rare path, so a chunk of their own (with the URL policy, which the
 * first paint does not otherwise need).
 */
export default function StatusScreen({ customerService, ...props }: StatusScreenProps) {
  return <StatusPage {...props} onContactService={contactService(customerService)} />;
}
