// The egame part: every game lobby of the route table (one page, the category from the path).
export { default } from '../pages/LobbyPage';
