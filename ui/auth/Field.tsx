import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';

/** A labelled React Aria text field with its description and its error (from `<Form validationErrors>`). */
export function Field({
  label,
  description,
  multiline = false,
  ...props
}: TextFieldProps & { label: string; description?: string; multiline?: boolean }) {
  return (
    <TextField className="auth-field" {...props}>
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
      <FieldError className="auth-field__error" />
    </TextField>
  );
}
