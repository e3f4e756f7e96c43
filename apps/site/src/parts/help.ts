// The help part: /help (the help page in the frame) and /helpmc (the help centre alone, no header).
import { useLocation } from '../router';
import HelpCentrePage from '../pages/HelpCentrePage';
import HelpPage from '../pages/HelpPage';

export default function HelpPart() {
  return useLocation().pathname === '/helpmc' ? <HelpCentrePage /> : <HelpPage />;
}
