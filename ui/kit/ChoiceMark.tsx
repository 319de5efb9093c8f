import './choice-mark.css';

/** The drawn mark inside a React Aria Checkbox or Radio (the label stays the control's text). */
export function ChoiceMark({ kind }: { kind: 'check' | 'radio' }) {
  return <span className={`choice-mark choice-mark--${kind}`} aria-hidden="true" />;
}
