import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { useAuthField } from '../forms/form';

/**
 * A labelled React Aria text field with its description and its error. Inside `<AuthForm>` the error is the
 * form's (useAuthField), controlled: it shows when the form says so and is never cleared by React Aria on
 * its own (its server-error handling drops an error at the first blur after an edit, fixed or not).
 */
export function Field({
  label,
  description,
  multiline = false,
  name,
  onChange,
  onBlur,
  ...props
}: TextFieldProps & { label: string; description?: string; multiline?: boolean }) {
  const validation = useAuthField(name);
  return (
    <TextField
      className="auth-field"
      {...props}
      name={name}
      isInvalid={validation.error !== undefined}
      onChange={(value) => {
        onChange?.(value);
        validation.edited();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        validation.left();
      }}
    >
      <Label className="auth-field__label">{label}</Label>
      {multiline ? (
        <TextArea className="auth-field__input auth-field__input--area" rows={4} />
      ) : (
        <Input className="auth-field__input" />
      )}
      {description ? (
        <Text slot="description" className="auth-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="auth-field__error">{validation.error}</FieldError>
    </TextField>
  );
}
