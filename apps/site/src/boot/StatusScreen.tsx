import { StatusPage, type StatusPageProps } from '@wl/ui';

/** The maintenance and blocked-region pages: a rare path, so a chunk of their own. */
export default function StatusScreen(props: StatusPageProps) {
  return <StatusPage {...props} />;
}
