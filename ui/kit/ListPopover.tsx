import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import './popover.css';

export interface ListChoice {
  value: string;
  label: string;
}

/** A select's popover: its choices as options; `optionClassName` adds an area's look to the kit's. */
export function ListPopover({
  choices,
  optionClassName,
}: {
  choices: readonly ListChoice[];
  optionClassName?: string;
}) {
  const className = optionClassName ? `listbox-option ${optionClassName}` : 'listbox-option';
  return (
    <Popover className="popover-panel">
      <ListBox className="listbox" items={choices}>
        {(choice) => (
          <ListBoxItem id={choice.value} className={className} textValue={choice.label}>
            {choice.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
