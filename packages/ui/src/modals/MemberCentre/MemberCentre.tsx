import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame, type CentreMenuItem } from '../../private/CentreFrame';
import type { MemberCentrePage } from './pages';

export * from './pages';

/** Spec §2: a red count on the mission, message and reward items when above 0. */
export type MemberCentreMenuItem = CentreMenuItem<MemberCentrePage>;

export interface MemberCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pages the menu lists, in order (the ones this site offers). */
  menu: readonly MemberCentreMenuItem[];
  /** The page shown (and highlighted in the menu). */
  page: MemberCentrePage;
  /** On a phone, the menu list shows instead of the page (the back arrow leads there). Wide screens show both. */
  menuShown?: boolean;
  onSelectPage: (page: MemberCentrePage) => void;
  /** The phone's back arrow, from a page to the menu list. */
  onShowMenu: () => void;
  /** Above the menu: who is signed in (account, level). */
  summary?: ReactNode;
  /** The page's content. */
  children?: ReactNode;
}

/** The member centre (spec §2): the menu of its pages and the page chosen, in the centres' one frame. */
export function MemberCentre(props: MemberCentreProps) {
  const { t } = useTranslation('member');
  return (
    <CentreFrame
      {...props}
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
