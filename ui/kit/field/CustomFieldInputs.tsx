import type { CustomField, CustomFieldValues } from '../../../core/schemas/index';
import { fieldsFor } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { TypedField } from './TypedField';
import { customFieldSpec } from './typed-field';

interface CustomFieldInputsProps {
  fields: readonly CustomField[];
  entity: CustomField['entity'];
  values: CustomFieldValues;
  onChange: (values: CustomFieldValues) => void;
  /** Error keys by field id (spec keys such as `required`), from the core schema. */
  errors: Record<string, string>;
}

/**
 * The organiser's active custom fields of one entity, in their order, each a TypedField. Values are keyed by
 * field id, as core's `customDataSchema` validates them.
 */
export function CustomFieldInputs({ fields, entity, values, onChange, errors }: CustomFieldInputsProps) {
  const { t } = useT();
  return (
    <>
      {fieldsFor(fields, entity).map((field) => {
        const key = String(field.id);
        const error = errors[key];
        return (
          <TypedField
            key={field.id}
            field={customFieldSpec(field)}
            value={values[key]}
            error={error ? t(`forms.errors.${error}`, { defaultValue: t('forms.errors.required') }) : null}
            onChange={(value) => onChange({ ...values, [key]: value })}
          />
        );
      })}
    </>
  );
}
