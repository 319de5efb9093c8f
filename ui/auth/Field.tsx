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
import { useT } from '../i18n/react';
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

interface TextValue {
  value: string;
  onChange: (value: string) => void;
}

/** The e-mail address every auth form asks for. */
export function EmailField({ value, onChange }: TextValue) {
  const { t } = useT();
  return (
    <Field
      label={t('auth.common.email')}
      name="email"
      type="email"
      autoComplete="email"
      isRequired
      value={value}
      onChange={onChange}
    />
  );
}

/** A password: the saved one when signing in (`current`), otherwise a new one a password manager may propose. */
export function PasswordField({
  label,
  name = 'password',
  current = false,
  description,
  value,
  onChange,
}: TextValue & { label: string; name?: string; current?: boolean; description?: string }) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      isRequired
      {...(description === undefined ? {} : { description })}
      value={value}
      onChange={onChange}
    />
  );
}
