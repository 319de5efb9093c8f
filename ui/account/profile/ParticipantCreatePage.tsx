import { useNavigate, useRouter } from '@tanstack/react-router';
import { sessionCalls } from '../../../core/schemas/index';
import { safeRedirect } from '../../../core/site/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { participantReturnHref } from '../../kit/participant-return';
import { LocalLink } from '../../shell/LocalLink';
import { useToast } from '../../toasts/Toasts';
import { ParticipantForm } from './ParticipantForm';
import './profile.css';

/**
 * /account/participants/create: POST /api/participants (part 2 §7 "returns data.participant.cuid; when a
 * redirect parameter exists, the user goes there with other query parameters kept plus participant set to
 * the new cuid"); without a redirect, back to the participants list. The account layout asks to sign in.
 */
export function ParticipantCreatePage({ redirect }: { redirect: string | undefined }) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const toast = useToast();
  const back = safeRedirect(redirect);

  return (
    <section className="account-detail profile-page" aria-labelledby="participant-create-title">
      <div className="account-detail__head">
        <div>
          <h2 id="participant-create-title">{t('account.participants.create.title')}</h2>
          <p className="account-muted">{t('account.participants.create.lead')}</p>
        </div>
      </div>
      <div className="account-panel">
        <ParticipantForm
          submitLabel={t('account.participants.create.submit')}
          pendingLabel={t('forms.states.loading')}
          save={async (payload) => {
            const { participant } = await api.call(sessionCalls.createParticipant, payload);
            toast.form.success(
              t('account.profile.participants.created', {
                name: `${participant.firstname} ${participant.lastname}`,
              }),
            );
            await router.invalidate();
            const target = participantReturnHref(redirect, participant.cuid);
            if (target) {
              const url = new URL(target, 'http://site.invalid');
              await navigate({
                to: url.pathname,
                search: Object.fromEntries(url.searchParams),
                replace: true,
              });
            } else {
              await navigate({ to: '/account/participants' });
            }
          }}
          extraActions={
            <LocalLink className="button" href={back ?? '/account/participants'}>
              {t('account.profile.participants.form.cancel')}
            </LocalLink>
          }
        />
      </div>
    </section>
  );
}
