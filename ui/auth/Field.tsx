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
import '../kit/field/typed-field.css';

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
      className="typed-field"
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
      <Label className="typed-field__label">{label}</Label>
      {multiline ? (
        <TextArea className="typed-field__input typed-field__input--area" rows={4} />
      ) : (
        <Input className="typed-field__input" />
      )}
      {description ? (
        <Text slot="description" className="typed-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="typed-field__error">{validation.error}</FieldError>
    </TextField>
  );
}
