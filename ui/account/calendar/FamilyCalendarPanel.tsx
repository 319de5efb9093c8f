import { useEffect, useState } from 'react';
import { Button, Input, Label, Link, Text, TextField } from 'react-aria-components';
import { type CalendarFeed, calendarCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { useToast } from '../../toasts/Toasts';
import { RegistrationModal } from '../registrations/Modal';
import './calendar.css';

type FeedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; feed: CalendarFeed | null; url: string | null };

/** The feed's absolute URL on this site, and the same with webcal: for calendar apps to subscribe. */
const absolute = (path: string) => `${window.location.origin}${path}`;
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The family calendar feed (issue 20 item 1): a private subscription URL holding every session of every
 * participant. The token is stored hashed, so the link shows only when it is made (created or reset), with
 * a copy button and a webcal: link; a reset, confirmed in a dialog, kills the old link.
 */
export function FamilyCalendarPanel() {
  const { t } = useT();
  const api = useApi();
  const toast = useToast();
  const format = useFormat();
  const [state, setState] = useState<FeedState>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const showPending = useMinimumDisplay(pending);

  useEffect(() => {
    let live = true;
    api.call(calendarCalls.calendarFeed, {}).then(
      (answer) => live && setState({ status: 'ready', feed: answer.feed, url: null }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  async function makeLink(reset: boolean) {
    setPending(true);
    toast.form.loading();
    try {
      const answer = await api.call(calendarCalls.resetCalendarFeed, {});
      setState({ status: 'ready', feed: answer.feed, url: absolute(answer.path) });
      setConfirming(false);
      toast.form.success(t(reset ? 'account.calendar.feed.resetDone' : 'account.calendar.feed.created'));
    } catch (failure) {
      toast.form.error(failure);
    } finally {
      setPending(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.form.success(t('account.calendar.feed.copied'));
    } catch {
      toast.form.error(t('account.calendar.feed.copyFailed'));
    }
  }

  return (
    <section className="account-panel calendar-feed" aria-labelledby="calendar-feed-title">
      <h3 id="calendar-feed-title">{t('account.calendar.feed.title')}</h3>
      <p className="account-muted">{t('account.calendar.feed.lead')}</p>
      {state.status === 'loading' ? (
        <output>{t('account.calendar.feed.loading')}</output>
      ) : state.status === 'failed' ? (
        <p role="alert">{t('account.calendar.feed.loadError')}</p>
      ) : (
        <>
          {state.url ? (
            <div className="calendar-feed__link">
              <TextField className="field calendar-feed__url" value={state.url} isReadOnly>
                <Label>{t('account.calendar.feed.url')}</Label>
                <Input onFocus={(event) => event.currentTarget.select()} />
                <Text slot="description">{t('account.calendar.feed.urlHelp')}</Text>
              </TextField>
              <div className="account-actions">
                <Button className="button button--primary" onPress={() => copy(state.url ?? '')}>
                  {t('account.calendar.feed.copy')}
                </Button>
                <Link className="button" href={webcal(state.url)}>
                  {t('account.calendar.feed.open')}
                </Link>
              </div>
            </div>
          ) : state.feed ? (
            <>
              <p>
                {t('account.calendar.feed.since', {
                  date: format.instant(state.feed.created_at, 'dateTime'),
                })}
              </p>
              <p className="account-muted">{t('account.calendar.feed.shownOnce')}</p>
            </>
          ) : (
            <p>{t('account.calendar.feed.none')}</p>
          )}
          <p className="calendar-feed__secret">{t('account.calendar.feed.secret')}</p>
          {state.feed === null ? (
            <div className="account-actions">
              <Button
                className="button button--primary"
                isPending={showPending}
                onPress={() => makeLink(false)}
              >
                {t('account.calendar.feed.create')}
              </Button>
            </div>
          ) : (
            <div className="account-actions">
              <RegistrationModal
                label={t('account.calendar.feed.reset')}
                title={t('account.calendar.feed.resetTitle')}
                busy={pending}
                isOpen={confirming}
                onOpenChange={setConfirming}
              >
                <p className="calendar-dialog__lead">{t('account.calendar.feed.resetLead')}</p>
                <div className="account-actions registration-dialog__actions">
                  <Button slot="close" className="button" isDisabled={pending}>
                    {t('account.calendar.feed.resetKeep')}
                  </Button>
                  <Button
                    className="button button--danger"
                    isPending={showPending}
                    onPress={() => makeLink(true)}
                  >
                    {t('account.calendar.feed.resetConfirm')}
                  </Button>
                </div>
              </RegistrationModal>
            </div>
          )}
        </>
      )}
    </section>
  );
}
