import { useNavigate, useRouter } from '@tanstack/react-router';
import { deleteAccountSchemaFor, sessionCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { TypedConfirmation } from './TypedConfirmation';
import './profile.css';

/**
 * /account/profile/delete: what deleting the account does, then the typed confirmation of part 2 §5
 * "Delete account: the user must type the customer's full name, compared after lowercasing and removing
 * all whitespace, exactly" (core deleteAccountSchemaFor). DELETE /api/session, then the session is read
 * again and the visitor goes home with a toast; a refusal is a toast and nothing changes.
 */
export function ProfileDeletePage() {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const toast = useToast();
  const customer = useSession().customer;
  if (!customer) return null;
  const participants = customer.participants;

  async function remove() {
    // Part 1 §4 form toast: loading, then the outcome's success or error in its place.
    toast.form.loading();
    try {
      await api.call(sessionCalls.deleteAccount, {});
    } catch (error) {
      toast.form.error(error);
      return;
    }
    toast.form.success(t('account.profile.delete.deleted'));
    await navigate({ to: '/' });
    await router.invalidate();
  }

  return (
    <section className="account-detail profile-page" aria-labelledby="profile-delete-title">
      <div className="account-detail__head">
        <div>
          <h2 id="profile-delete-title">{t('account.profile.delete.title')}</h2>
          <p className="account-muted">{t('account.profile.delete.lead')}</p>
        </div>
      </div>
      <div className="account-panel profile-danger">
        <ul className="profile-consequences">
          <li>{t('account.profile.delete.consequences.profile')}</li>
          <li>
            {participants.length === 0
              ? t('account.profile.delete.consequences.noParticipants')
              : t('account.profile.delete.consequences.participants', {
                  count: participants.length,
                  names: participants.map((participant) => participant.fullname).join(', '),
                })}
          </li>
          <li>{t('account.profile.delete.consequences.signOut')}</li>
        </ul>
        <TypedConfirmation
          schema={deleteAccountSchemaFor(customer)}
          expected={customer.fullname}
          label={t('account.profile.delete.confirm')}
          expectedKey="account.profile.delete.expected"
          submitLabel={t('account.profile.delete.submit')}
          onConfirm={remove}
          cancel={
            <LocalLink className="button" href="/account/profile">
              {t('account.profile.delete.cancel')}
            </LocalLink>
          }
        />
      </div>
    </section>
  );
}
