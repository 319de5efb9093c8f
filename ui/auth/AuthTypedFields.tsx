import type { CustomField, CustomFieldValue } from '../../core/schemas/index';
import { useAuthField } from '../forms/form';
import { DateField } from '../kit/field/DateField';
import { TypedField } from '../kit/field/TypedField';
import { customFieldSpec } from '../kit/field/typed-field';

/**
 * An organiser custom field inside `<AuthForm>`: the kit's TypedField, its error the form's (useAuthField),
 * and every edit or exit told back to the form so a shown error is checked again.
 */
export function AuthCustomField({
  field,
  name,
  value,
  onChange,
}: {
  field: CustomField;
  name: string;
  value: CustomFieldValue;
  onChange: (value: CustomFieldValue) => void;
}) {
  const validation = useAuthField(name);
  return (
    <TypedField
      field={customFieldSpec(field)}
      name={name}
      value={value}
      error={validation.error}
      onChange={(changed) => {
        onChange(changed);
        validation.edited();
      }}
      onBlur={validation.left}
    />
  );
}

/** The kit's DateField inside `<AuthForm>`, its error the form's, as for AuthCustomField. */
export function AuthDateField({
  label,
  name,
  isRequired,
  value,
  onChange,
}: {
  label: string;
  name: string;
  isRequired?: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const validation = useAuthField(name);
  return (
    <DateField
      label={label}
      name={name}
      isRequired={isRequired}
      error={validation.error}
      value={value}
      onChange={(changed) => {
        onChange(changed);
        validation.edited();
      }}
      onBlur={validation.left}
    />
  );
}
