import { merchant } from '@merchant/config';
import logoUrl from '@merchant/logo.svg';

export function MerchantLogo() {
  return <img src={logoUrl} alt={merchant.name} height={32} />;
}
