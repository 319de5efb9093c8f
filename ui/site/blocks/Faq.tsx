import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';

/** FAQ accordion block: each question opens its answer (several may stay open). */
export function FaqBlock({ element, settings }: ElementProps<BlockSettings<'faq'>>) {
  return (
    <div className="site-faq">
      {settings.title ? <h2 className="site-faq__title">{settings.title}</h2> : null}
      <DisclosureGroup allowsMultipleExpanded className="site-faq__list">
        {settings.items.map((item) => (
          <Disclosure key={item.id} id={`${element.id}-${item.id}`} className="site-faq__item">
            <Heading level={3} className="site-faq__question">
              <Button slot="trigger" className="site-faq__trigger">
                <span>{item.question}</span>
                <span className="site-faq__chevron" aria-hidden="true" />
              </Button>
            </Heading>
            <DisclosurePanel className="site-faq__panel">
              <p>{item.answer}</p>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
