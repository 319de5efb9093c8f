import { type ReactNode, useId } from 'react';
import { Form } from 'react-aria-components';

/**
 * A catalogue panel holding a form under its title (the add-to-cart, waiting-list and request forms): the title
 * names the form, and submitting calls `onSubmit` instead of loading a page.
 */
export function PanelForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Form
      className="catalog-panel catalog-form"
      aria-labelledby={titleId}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className="catalog-panel__title">
        {title}
      </h2>
      {children}
    </Form>
  );
}
