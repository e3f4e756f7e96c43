// What the whole site does when the session changes, in one place (the chat, the popups and the query cache listen
// for themselves where they load).
import { overlays } from '../overlays/overlays';
import { session } from './session';

export function reactToSession(): void {
  session.on('session.ended', ({ reason }) => {
    // Spec §4 Logout: home. An overlay opened in the same step (a trial account's 'register a real account') stays.
    overlays.goTo('/', { keepOverlay: reason === 'logout' });
    // A session the server no longer knows ends in the login popup, once.
    if (reason === 'expired') overlays.openLogin();
  });
  // Spec §4 login flow, the first-login action: a new player lands on their account's security centre.
  session.onAfterLogin(({ firstLogin }) => {
    if (firstLogin) overlays.open({ kind: 'memberCentre', page: 'securityCenter' }, { onlyIfNoneOpen: true });
    // Spec §4: contract offers waiting for the member pop up (their code loads only then)
    void import('../account/agentCentre/contracts/offersAfterLogin')
      .then(({ openPendingOffers }) => openPendingOffers())
      .catch(() => undefined);
  });
}
