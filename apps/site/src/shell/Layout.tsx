import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerPlaceholder, Button, LeftBarPlaceholder, useMediaQuery } from '@wl/ui';
import { useBootSettled } from '../boot/Boot';
import { useRouteHandle } from '../routeHandle';
import { FramePart } from './FramePart';
import { HeaderContainer } from './HeaderContainer';
import { PopupAnnouncements } from './PopupAnnouncements';
import { useAfterFirstPaint } from './idle';
import { useShell } from './shellState';
import * as styles from './Layout.css';

// The frame's own code loads after the first paint: the navigation row at once, the left bar only where it shows,
// the rest once the page is idle.
const NavRow = lazy(() => import('./NavRow'));
// the banners read the announcements through the query cache; their place is kept while that code arrives (the
// announcements call itself is already on the wire, from firstCalls.ts)
const BannerContainer = lazy(() => import('./BannerContainer'));
const LeftBarContainer = lazy(() => import('./LeftBarContainer'));
const FrameEnd = lazy(() => import('./FrameEnd'));

/** Where the left bar shows (its own stylesheet hides it below this width). */
const WIDE_SCREEN = '(min-width: 960px)';

/**
 * Every page's frame (spec §2 route table): header with the navigation row, banner, left bar, footer and right bar
 * as the route's layout says.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const shell = useShell();
  const wide = useMediaQuery(WIDE_SCREEN);
  // the parts that keep what they read of the permission (the chat's, the service links) wait for its answer
  const settled = useBootSettled();
  const idle = useAfterFirstPaint() && settled;
  const { layout } = useRouteHandle();

  // Spec §2: on seamless and lottery the bars stay hidden unless the shared flag shows them; there the left bar's
  // mini toggle shows or hides both bars.
  const barsHidden = layout.barsHiddenByDefault === true;
  const barsVisible = !barsHidden || shell.barsShown;
  const header = layout.header && barsVisible;
  // the bar's place is in the first paint (its stylesheet shows it only on a wide screen); its code loads only where
  // it shows, once the permission has answered
  const side = layout.sideMenu && barsVisible;
  const mini = barsHidden || shell.mini;
  const sidePlaceholder = <LeftBarPlaceholder mini={mini} />;
  return (
    <div className={styles.frame}>
      {header ? (
        <HeaderContainer>
          <div className={styles.navSlot}>
            <FramePart>
              <NavRow />
            </FramePart>
          </div>
        </HeaderContainer>
      ) : null}
      <div className={styles.body}>
        {side ? (
          <aside className={styles.side}>
            {wide && settled ? (
              <FramePart fallback={sidePlaceholder}>
                <LeftBarContainer
                  mini={mini}
                  onMiniChange={(next) => (barsHidden ? shell.setBarsShown(!next) : shell.setMini(next))}
                />
              </FramePart>
            ) : (
              sidePlaceholder
            )}
          </aside>
        ) : null}
        <main className={styles.main}>
          {barsHidden ? (
            <div className={styles.barsToggleRow}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-pressed={shell.barsShown}
                onClick={() => shell.setBarsShown(!shell.barsShown)}
              >
                {t(shell.barsShown ? 'header.hideBars' : 'header.showBars')}
              </Button>
            </div>
          ) : null}
          {layout.banner ? (
            <FramePart fallback={<BannerPlaceholder />}>
              <BannerContainer group={layout.banner} />
            </FramePart>
          ) : null}
          {children}
        </main>
      </div>
      <PopupAnnouncements />
      {idle ? (
        // the footer and the corner's controls (right bar, chat) come together, as one part
        <FramePart>
          <FrameEnd footer={layout.header && layout.footer} rightBar={layout.header} />
        </FramePart>
      ) : null}
    </div>
  );
}
