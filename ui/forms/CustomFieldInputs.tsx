import {
  Checkbox,
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import type { CustomField, CustomFieldValue, CustomFieldValues } from '../../core/schemas/index';
import { fieldsFor } from '../../core/schemas/index';
import { useT } from '../i18n/react';
import './forms.css';

interface CustomFieldInputsProps {
  fields: readonly CustomField[];
  entity: CustomField['entity'];
  values: CustomFieldValues;
  onChange: (values: CustomFieldValues) => void;
  /** Error keys by field id (spec keys such as `required`), from the core schema. */
  errors: Record<string, string>;
}

/**
 * The organiser's custom fields of one entity, in their order, each with its own control (part 1 §3 Custom
 * field: TEXT, LONGTEXT, DATE, CHOICES_SINGLE, CHOICES_MULTIPLE). Values are keyed by field id, as the core
 * `customDataSchema` validates them.
 */
export function CustomFieldInputs({ fields, entity, values, onChange, errors }: CustomFieldInputsProps) {
  return (
    <>
      {fieldsFor(fields, entity).map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          value={values[String(field.id)]}
          error={errors[String(field.id)]}
          onChange={(value) => onChange({ ...values, [String(field.id)]: value })}
        />
      ))}
    </>
  );
}

interface CustomFieldInputProps {
  field: CustomField;
  value: CustomFieldValue;
  error: string | undefined;
  onChange: (value: CustomFieldValue) => void;
}

/** One custom field with the control its type asks for. */
function CustomFieldInput({ field, value, error, onChange }: CustomFieldInputProps) {
  const { t } = useT();
  const common = {
    isRequired: field.required,
    isInvalid: error !== undefined,
    validationBehavior: 'aria' as const,
  };
  const description = field.description ? <Text slot="description">{field.description}</Text> : null;
  const message = error ? (
    <FieldError>{t(`forms.errors.${error}`, { defaultValue: t('forms.errors.required') })}</FieldError>
  ) : null;
  switch (field.type) {
    case 'CHOICES_SINGLE':
      return (
        <RadioGroup
          className="field"
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          {...common}
        >
          <Label>{field.title}</Label>
          {description}
          <div className="field__choices">
            {field.choices.map((choice) => (
              <Radio key={choice.id} value={choice.label} className="choice">
                {choice.label}
              </Radio>
            ))}
          </div>
          {message}
        </RadioGroup>
      );
    case 'CHOICES_MULTIPLE':
      return (
        <CheckboxGroup
          className="field"
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          {...common}
        >
          <Label>{field.title}</Label>
          {description}
          <div className="field__choices">
            {field.choices.map((choice) => (
              <Checkbox key={choice.id} value={choice.label} className="choice">
                {choice.label}
              </Checkbox>
            ))}
          </div>
          {message}
        </CheckboxGroup>
      );
    default:
      return (
        <TextField
          className="field"
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          {...common}
        >
          <Label>{field.title}</Label>
          {field.type === 'LONGTEXT' ? (
            <TextArea rows={4} />
          ) : (
            <Input type={field.type === 'DATE' ? 'date' : 'text'} />
          )}
          {description}
          {message}
        </TextField>
      );
  }
}
