import { TextButton } from '../../components/TextButton';
import * as styles from './form.css';

/** Under the login or registration form: the question and the button that switches to the other form. */
export function SwitchLine({ question, action, onAction }: { question: string; action: string; onAction: () => void }) {
  return (
    <p className={styles.switchLine}>
      {question} <TextButton onClick={onAction}>{action}</TextButton>
    </p>
  );
}
