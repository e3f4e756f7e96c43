// The design system: primitives, form controls, widgets, modals and screens. Theme and i18n have their own entry
// points ('@wl/ui/theme', '@wl/ui/i18n') so the site can load them before any component.
export * from './components/Alert';
export * from './components/Button';
export * from './components/Checkbox';
export * from './components/Dialog';
export * from './components/IconButton';
export * from './components/Loader';
export * from './components/PasswordField';
export * from './components/Select';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/TextField';

// fields and slice screens (the field components above are exported with the primitives)
export * from './widgets/BalanceChip';
export * from './widgets/AppHeader';
export * from './screens/StatusPage';
export { formatMoney } from './private/format';

// home
export * from './screens/HomeWelcome';
export * from './screens/NotFound';

// accounts (issue 4)
export * from './components/AgeConfirmation';
export * from './components/TextButton';
export * from './widgets/CountryCodePicker';
export * from './widgets/SmsCodeField';
export * from './widgets/CaptchaField';
export * from './widgets/PromotionCarousel';
export * from './screens/LoginForm';
export * from './screens/RegisterForm';
export * from './screens/RegisterPage';
export * from './modals/AuthModal';
export * from './modals/ForgotPasswordModal';
export * from './modals/ChangePasswordModal';
export * from './modals/RegisterSuccessModal';
export * from './modals/NoticeDialog';

// shell (issue 5): header navigation and account pieces, side and bottom bars, shell modals, chat
export * from './shell/HeaderNav';
export * from './shell/MobileSidebar';
export * from './shell/HeaderAccount';
export * from './shell/VipBadge';
export * from './shell/QrCode';
export * from './shell/SafeHtml';
export * from './shell/LeftBar';
export * from './shell/Footer';
export * from './shell/RightBar';
export * from './shell/NoticeModal';
export * from './shell/DownloadModal';
export * from './shell/SpeedTestDialog';
export * from './shell/AnnouncementsPopup';
export * from './shell/FullPageLoader';
export * from './shell/RouteLoadError';
export * from './shell/ChatWindow';
export * from './shell/BannerSlider';
export * from './shell/MemberSummary';
export * from './components/Carousel';
export type { NavigateHandler, ShellNavEntry, ShellVendor } from './shell/private/types';

// game lobbies and the game page (issue 5): vendor tabs, the paged game grid, live tables, the lobby, the player
export * from './pages/VendorTabs';
export * from './pages/GameGrid';
export * from './pages/LiveTables';
export * from './pages/GameLobby';
export * from './pages/GamePlayer';
export type { LobbyGame, LobbyVendor, LobbyTable, LoadStatus } from './pages/private/types';

// content pages (issue 5): promotions and their pages, help centre, app download, points mall, lottery lists
export * from './pages/ContentStatus';
export * from './pages/PromotionList';
export * from './pages/PromotionDetail';
export * from './pages/HelpCentre';
export * from './pages/AppDownload';
export * from './pages/PointMall';
export * from './pages/RedeemDialog';
export * from './pages/LotteryList';
export type { Loadable } from './pages/contentShared/types';
