import { useTranslation } from 'react-i18next';
import { CardGrid, PageSection, QrCode } from '@wl/ui';
import { usePermission } from '../boot/Boot';

/** Spec §9: the app QR codes are 200 px at level M. */
const QR_SIZE = 200;

/** /down: the app for Android and iOS, each with its QR code and link (the resources of the permission call). */
export default function DownloadPage() {
  const { t } = useTranslation('pages');
  const permission = usePermission();
  const apps = (['ANDROID', 'IOS'] as const)
    .map((type) => ({ type, resource: permission.resources.find((resource) => resource.resourceType === type) }))
    .filter((app) => app.resource);
  return (
    <PageSection
      title={t('download.title')}
      status={apps.length === 0 ? 'empty' : 'ready'}
      toolbar={<p>{t('download.scan')}</p>}
    >
      <CardGrid
        label={t('download.title')}
        items={apps.map(({ type, resource }) => ({
          id: type,
          title: t(type === 'ANDROID' ? 'download.android' : 'download.ios'),
          detail: (
            <QrCode
              value={resource!.url}
              label={t(type === 'ANDROID' ? 'download.android' : 'download.ios')}
              size={QR_SIZE}
              level="M"
            />
          ),
          actionLabel: t('download.open'),
        }))}
        onAction={(item) => {
          const url = apps.find((app) => app.type === item.id)?.resource?.url;
          if (url) window.open(url, '_blank', 'noopener');
        }}
      />
    </PageSection>
  );
}
