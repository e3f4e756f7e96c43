export { AgentAnnouncements, type AgentAnnouncementItem, type AgentAnnouncementsProps } from './AgentAnnouncements';
