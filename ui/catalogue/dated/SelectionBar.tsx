import { Button } from 'react-aria-components';
import { useT } from '../../i18n/react';

/**
 * "A sticky bar shows the selection count with clear and validate buttons" (part 1 §2): a labelled region that
 * stays at the bottom of the screen while the list scrolls.
 */
export function SelectionBar({
  count,
  onClear,
  onValidate,
}: {
  count: number;
  onClear: () => void;
  onValidate: () => void;
}) {
  const { t } = useT();
  return (
    <section className="dated-selection" aria-label={t('catalog.dated.selection.label')}>
      <output className="dated-selection__count" aria-live="polite">
        {count === 0 ? t('catalog.dated.selection.none') : t('catalog.dated.selection.count', { count })}
      </output>
      <div className="dated-selection__actions">
        <Button className="button" isDisabled={count === 0} onPress={onClear}>
          {t('catalog.dated.selection.clear')}
        </Button>
        <Button className="button button--primary" isDisabled={count === 0} onPress={onValidate}>
          {t('catalog.dated.selection.validate')}
        </Button>
      </div>
    </section>
  );
}
