export { DownloadModal, downloadPlatforms, DOWNLOAD_STEP_COUNT } from './DownloadModal';
export type { DownloadModalProps, DownloadPlatform } from './DownloadModal';
