import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame, type CentreMenuItem } from '../../private/CentreFrame';
import type { AgentCentrePage } from './pages';

export * from './pages';

export type AgentCentreMenuItem = CentreMenuItem<AgentCentrePage>;

export interface AgentCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entries the menu lists, in order (the gated ones only when their flag is on). */
  menu: readonly AgentCentreMenuItem[];
  /** The page shown (and highlighted in the menu). */
  page: AgentCentrePage;
  /** On a phone, the menu list shows instead of the page (the back arrow leads there). Wide screens show both. */
  menuShown?: boolean;
  onSelectPage: (page: AgentCentrePage) => void;
  onShowMenu: () => void;
  /** Spec §2: the help centre (/helpmc) below the menu. */
  helpHref: string;
  onOpenHelp?: () => void;
  /** The page's content. */
  children?: ReactNode;
}

/** The agent centre (spec §2): the menu titled 'agent' and the page chosen, in the centres' one frame. */
export function AgentCentre({ helpHref, onOpenHelp, ...props }: AgentCentreProps) {
  const { t } = useTranslation('agent');
  return (
    <CentreFrame
      {...props}
      help={{ label: t('centre.help'), href: helpHref, onOpen: onOpenHelp }}
      texts={{
        title: t('centre.title'),
        menu: t('centre.menu'),
        back: t('centre.back'),
        pageName: (page) => t(`centre.page.${page}`),
        count: (count) => t('centre.count', { count }),
      }}
    />
  );
}
