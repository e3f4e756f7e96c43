/** The popup announcements' code (Radix Dialog, DOMPurify): main.tsx fetches it early on a session's first page. */
export const loadPopupCode = () => import('./lazy/AnnouncementsPopup');
