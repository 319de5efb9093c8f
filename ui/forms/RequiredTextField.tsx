import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useErrorText } from './form';

/**
 * A required one-line text field in the `.field` look of forms.css. `error` is the form's code for it
 * (invalid while there is one), shown translated.
 */
export function RequiredTextField({
  label,
  name,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const errorText = useErrorText();
  return (
    <TextField
      className="field"
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
    >
      <Label>{label}</Label>
      <Input />
      <FieldError>{errorText(error)}</FieldError>
    </TextField>
  );
}
