// The elott part: /elott and /lott, the e-lottery lobby (the lobby page with the ELOTT and LOTT vendors).
export { default } from '../pages/LobbyPage';
