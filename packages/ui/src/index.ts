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
export * from './widgets/AgeConfirmation';
export * from './components/TextButton';
export * from './widgets/CountryCodePicker';
export * from './widgets/SmsCodeField';
export * from './widgets/CaptchaField';
export * from './widgets/PromotionCarousel';
export * from './widgets/LoginForm';
export * from './widgets/RegisterForm';
export * from './screens/RegisterPage';
export * from './modals/AuthModal';
export * from './modals/ForgotPasswordModal';
export * from './modals/ChangePasswordModal';
export * from './modals/RegisterSuccessModal';
export * from './modals/NoticeDialog';

// shell (issue 5): header navigation and account pieces, side and bottom bars, shell modals, chat
export * from './widgets/HeaderNav';
export * from './modals/MobileSidebar';
export * from './widgets/HeaderAccount';
export * from './widgets/VipBadge';
export * from './components/QrCode';
export * from './components/SafeHtml';
export * from './widgets/LeftBar';
export * from './widgets/Footer';
export * from './widgets/RightBar';
export * from './modals/NoticeModal';
export * from './modals/DownloadModal';
export * from './modals/SpeedTestDialog';
export * from './modals/AnnouncementsPopup';
export * from './screens/FullPageLoader';
export * from './screens/RouteLoadError';
export * from './widgets/ChatWindow';
export * from './widgets/BannerSlider';
export * from './modals/MemberSummary';
export * from './components/Carousel';
export type { NavigateHandler, ShellNavEntry, ShellVendor } from './private/types';

// game lobbies and the game page (issue 5): vendor tabs, the paged game grid, live tables, the lobby, the player
export * from './widgets/VendorTabs';
export * from './widgets/GameGrid';
export * from './widgets/LiveTables';
export * from './screens/GameLobby';
export * from './screens/GamePlayer';
export type { LobbyGame, LobbyVendor, LobbyTable, LoadStatus } from './private/types';

// content pages (issue 5): promotions and their pages, help centre, app download, points mall, lottery lists
export * from './components/ContentStatus';
export * from './screens/PromotionList';
export * from './screens/PromotionDetail';
export * from './screens/HelpCentre';
export * from './screens/AppDownload';
export * from './screens/PointMall';
export * from './modals/RedeemDialog';
export * from './screens/LotteryList';
export type { Loadable } from './private/types';
