import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { Participant } from '../../core/schemas/index';
import { LocalLink } from '../shell/LocalLink';
import { participantCreateHref } from './participant-return';
import './popover.css';

/**
 * The customer's participants as a React Aria select, required; the error shows once the form was submitted.
 * The form's first value is core `defaultParticipantId` (the participant sent back by the create screen, else
 * the only one); the select only shows and changes it. Words come from the form's area.
 */
export function ParticipantSelect({
  participants,
  value,
  onChange,
  error,
  label,
  placeholder,
  description,
}: {
  participants: readonly Pick<Participant, 'id' | 'fullname'>[];
  value: number | null;
  onChange: (participantId: number | null) => void;
  error: string | null;
  label: string;
  placeholder: string;
  description?: string | undefined;
}) {
  return (
    <Select
      className="field"
      value={value}
      onChange={(key) => onChange(key === null ? null : Number(key))}
      isInvalid={error !== null}
      isRequired
      placeholder={placeholder}
    >
      <Label className="field__label">{label}</Label>
      <Button className="select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </Button>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover-panel">
        <ListBox className="listbox">
          {participants.map((participant) => (
            <ListBoxItem
              key={participant.id}
              id={participant.id}
              className="select__option"
              textValue={participant.fullname}
            >
              {participant.fullname}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * "Add a participant": the create screen, asked to come back to this form (path and query kept) with the new
 * participant chosen (participant-return.ts). Every form with a participant links with it.
 */
export function AddParticipantLink({ className, children }: { className: string; children: ReactNode }) {
  const current = useRouterState({ select: (state) => state.location.href });
  return (
    <LocalLink className={className} href={participantCreateHref(current)}>
      {children}
    </LocalLink>
  );
}
