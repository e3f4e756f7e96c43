// The design system's components by kind (see README.md: which kind a new component is). Theme and i18n have their
// own entry points ('@wl/ui/theme', '@wl/ui/i18n') so the site can load them before any component.

// Components: primitives that know nothing of the product (buttons, fields, dialogs, tabs, status boxes).
export * from './components/Alert';
export * from './components/Button';
export * from './components/Carousel';
export * from './components/Checkbox';
export * from './components/ContentStatus';
export * from './components/Dialog';
export * from './components/IconButton';
export * from './components/ImageAttachments';
export * from './components/Loader';
export * from './components/PasswordField';
export * from './components/Picture';
export * from './components/QrCode';
export * from './components/SafeHtml';
export * from './components/Select';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/TextButton';
export * from './components/TextField';

// Widgets: pieces that know the product, placed in a screen, a modal or the frame (header, bars, forms, grids).
export * from './widgets/AgeConfirmation';
export * from './widgets/AppHeader';
export * from './widgets/AuthenticatorBinding';
export * from './widgets/BalanceChip';
export * from './widgets/BannerSlider';
export * from './widgets/CaptchaField';
export * from './widgets/CashierNotice';
export * from './widgets/ChatWindow';
export * from './widgets/ContactBinding';
export * from './widgets/CornerDock';
export * from './widgets/CountryCodePicker';
export * from './widgets/Footer';
export * from './widgets/GameGrid';
export * from './widgets/HeaderAccount';
export * from './widgets/HeaderNav';
export * from './widgets/HomeGames';
export * from './widgets/LeftBar';
export * from './widgets/LiveTables';
export * from './widgets/LoginForm';
export * from './widgets/MemberSummary';
export * from './widgets/MessageBadge';
export * from './widgets/MissionBoard';
export * from './widgets/MobileNumberField';
export * from './widgets/OfflineNotice';
export * from './widgets/OpenResults';
export * from './widgets/PopularNumbers';
export * from './widgets/PromotionCarousel';
export * from './widgets/RegisterForm';
export * from './widgets/RightBar';
export * from './widgets/SmsCodeField';
export * from './widgets/VendorTabs';
export * from './widgets/VipBadge';
export * from './widgets/WinnerBoard';

// Screens: what fills the page area or the whole window (a route's page, the status, loading and error pages).
export * from './screens/AgentAnnouncements';
export * from './screens/AgentReports';
export * from './screens/AppDownload';
export * from './screens/ContractPage';
export * from './screens/DepositPage';
export * from './screens/DownlinesPage';
export * from './screens/FeedbackPage';
export * from './screens/FullPageLoader';
export * from './screens/GameLobby';
export * from './screens/GamePlayer';
export * from './screens/HelpCentre';
export * from './screens/HomeWelcome';
export * from './screens/LegalDocumentPage';
export * from './screens/LotteryList';
export * from './screens/MemberGamesPage';
export * from './screens/MessageCentre';
export * from './screens/MissionCentrePage';
export * from './screens/NotFound';
export * from './screens/PlayerRankPage';
export * from './screens/PointMall';
export * from './screens/PointsPage';
export * from './screens/PromotionDetail';
export * from './screens/PromotionList';
export * from './screens/RebatePage';
export * from './screens/RecordPages';
export * from './screens/ReferralPage';
export * from './screens/RegisterCentre';
export * from './screens/RegisterPage';
export * from './screens/RewardCentrePage';
export * from './screens/RouteLoadError';
export * from './screens/SecurityCentre';
export * from './screens/StatusPage';
export * from './screens/TeamOverview';
export * from './screens/TransferUplinePage';
export * from './screens/WalletPage';
export * from './screens/WithdrawPage';

// Modals: every dialog, drawer and popup (each built on components/Dialog).
export * from './modals/AgentCentre';
export * from './modals/AnnouncementsPopup';
export * from './modals/AuthModal';
export * from './modals/ChangePasswordModal';
export * from './modals/ContractOffers';
export * from './modals/DownloadModal';
export * from './modals/ForgotPasswordModal';
export * from './modals/LoginVerificationModal';
export * from './modals/MemberCentre';
export * from './modals/MobileSidebar';
export * from './modals/NoticeDialog';
export * from './modals/NoticeModal';
export * from './modals/RedeemDialog';
export * from './modals/RegisterSuccessModal';
export * from './modals/SpeedTestDialog';
export * from './modals/VendorGames';

// Shared data shapes and formats the site fills the props with
export type {
  Loadable,
  LoadStatus,
  LobbyGame,
  LobbyTable,
  LobbyVendor,
  NavigateHandler,
  ShellNavEntry,
  ShellVendor,
} from './private/types';
export { formatMoney } from './private/format';
// What the site's frame shares with the components: one way to follow a media query
export { useMediaQuery } from './private/useMediaQuery';
