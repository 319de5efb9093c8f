import { Button, FieldError, Group, Input, Label, NumberField } from 'react-aria-components';
import { useT } from '../../i18n/react';
import '../../kit/product-pages.css';

/** A whole quantity, at least 1. */
export function QuantityField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (quantity: number) => void;
  error: string | null;
}) {
  const { t } = useT();
  return (
    <NumberField
      className="field"
      value={value}
      onChange={onChange}
      minValue={1}
      step={1}
      isInvalid={error !== null}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <Label className="field__label">{t('productPages.form.quantity')}</Label>
      <Group className="quantity">
        <Button slot="decrement" className="quantity__step">
          −
        </Button>
        <Input className="quantity__input" />
        <Button slot="increment" className="quantity__step">
          +
        </Button>
      </Group>
      <FieldError className="field__error">{error}</FieldError>
    </NumberField>
  );
}
