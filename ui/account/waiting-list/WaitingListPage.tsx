import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { registrationCalls, type WaitingListEntry } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { withAreaMessages } from '../../i18n/area-messages';
import { ordinalText } from '../../i18n/ordinal';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { waitingListPositionMessages } from '../../kit/waiting-list.messages';
import { focusMainHeading, noDialogOpen } from '../../shell/focus';
import { LocalLink } from '../../shell/LocalLink';
import { AccountList } from '../kit/AccountList';
import { RegistrationModal } from '../registrations/Modal';
import { useToastedAction } from '../registrations/useToastedAction';
import type { WaitingList } from './read';
import '../registrations/registrations.css';

/**
 * /account/waiting-list (issue 20 §7): the customer's waiting-list entries with participant, availability
 * and position ("3e sur la liste d'attente", or a place offered), each with "leave the waiting list" behind
 * a confirmation; leaving shows the success toast, reloads the list and puts focus on the page heading.
 */
export function WaitingListPage({ list, page }: { list: WaitingList; page: number }) {
  const { t } = useT();
  return (
    <AccountList
      title={t('account.waitingList.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/waiting-list"
      empty={t('account.waitingList.empty')}
      itemKey={(entry) => String(entry.id)}
      renderItem={(entry) => <EntryCard entry={entry} />}
    />
  );
}

function EntryCard({ entry }: { entry: WaitingListEntry }) {
  const { t, language, i18n } = useT();
  withAreaMessages(i18n, waitingListPositionMessages);
  const format = useFormat();
  const name = `${entry.participant.firstname} ${entry.participant.lastname}`;
  const { availability } = entry;
  return (
    <article className="account-card waiting-list-card">
      <span className="account-card__media" aria-hidden="true" />
      <div className="account-card__body">
        <h3 className="account-card__title">
          <LocalLink href={`/availabilities/${availability.activity_slug}/${availability.cuid}`}>
            {availability.title}
          </LocalLink>
        </h3>
        <p className="account-muted">
          {format.instantRange(availability.start_at, availability.end_at, 'dateTime')}
        </p>
        <p>{t('account.waitingList.participant', { name })}</p>
      </div>
      <div className="account-card__aside">
        <strong>
          {entry.status === 'OFFERED' || entry.position === null
            ? t('account.waitingList.offered')
            : t('account.waitingList.position', { ordinal: ordinalText(t, language, entry.position) })}
        </strong>
        <LeaveDialog entry={entry} name={name} />
      </div>
    </article>
  );
}

function LeaveDialog({ entry, name }: { entry: WaitingListEntry; name: string }) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { pending, showPending, run } = useToastedAction();
  const title = entry.availability.title;

  async function leave() {
    await run(
      () => api.call(registrationCalls.leaveWaitingList, { waiting_list_entry_id: entry.id }),
      t('account.waitingList.leave.success'),
      async () => {
        setOpen(false);
        await router.invalidate();
        // The entry and its button are gone: focus goes to the page's heading once the dialog has left.
        focusMainHeading({ after: noDialogOpen });
      },
    );
  }

  return (
    <RegistrationModal
      label={t('account.waitingList.leave.open')}
      buttonLabel={t('account.waitingList.leave.openFor', { title, name })}
      title={t('account.waitingList.leave.title')}
      busy={pending}
      isOpen={open}
      onOpenChange={setOpen}
    >
      <p>{t('account.waitingList.leave.lead', { name, title })}</p>
      <div className="account-actions registration-dialog__actions">
        <Button slot="close" className="button" isDisabled={pending} autoFocus>
          {t('account.waitingList.leave.keep')}
        </Button>
        <Button className="button button--danger" isPending={showPending} onPress={() => void leave()}>
          {t('account.waitingList.leave.confirm')}
        </Button>
      </div>
    </RegistrationModal>
  );
}
