import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ADMIN_ROLE_DESCRIPTIONS,
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  staffInviteInput,
  type AdminInvitation,
  type AdminRole,
  type AdminStaffMember,
  type StaffInviteInput,
} from '@canino/shared';
import { Button } from '../../../../components/button';
import { Select, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useAdmin } from '../../../lib/session';
import { changeStaffRole, endStaffSessions, inviteStaff, revokeInvitation, setStaffActive } from '../api/staff';
import { useStaff } from '../../../lib/staff-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { withToast } from '../../../components/run-action';
import { Section } from '../../../components/section';
import { formatDate, plural } from '../../../format';
import { FormActions } from '../../../components/form-actions';

const ROLE_OPTIONS = ADMIN_ROLES.map((r) => ({ value: r, label: `${ADMIN_ROLE_LABELS[r]}: ${ADMIN_ROLE_DESCRIPTIONS[r].toLowerCase()}` }));

function InviteForm() {
  const { register, handleSubmit, setError, reset, formState } = useForm<StaffInviteInput>({
    resolver: zodResolver(staffInviteInput),
    defaultValues: { name: '', email: '', role: 'orders' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      notify.success((await inviteStaff(values)).message);
      reset();
    } catch (err) {
      if (!showServerFieldErrors(err, setError, { name: 'name', email: 'email', role: 'role' })) notify.error(errorMessage(err));
    }
  });
  return (
    <form className="adm-form" onSubmit={onSubmit} noValidate aria-label="Invite a team member">
      <div className="adm-form-row">
        <TextInput label="Name" autoComplete="off" required error={errors.name?.message} {...register('name')} />
        <TextInput label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
        <Select label="Role" required options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
      </div>
      <FormActions loading={isSubmitting}>Send invitation</FormActions>
    </form>
  );
}

function MemberRow({ member, self }: { member: AdminStaffMember; self: boolean }) {
  const who = member.name;
  return (
    <tr>
      <td data-label="Name">
        {who}
        {self && <span className="adm-muted"> (you)</span>}
      </td>
      <td data-label="Email">{member.email}</td>
      <td data-label="Role">
        {self ? (
          ADMIN_ROLE_LABELS[member.role]
        ) : (
          <select
            className="input input--select"
            aria-label={`Role of ${who}`}
            value={member.role}
            onChange={(e) => void withToast(changeStaffRole(member.id, e.target.value as AdminRole))}
          >
            {ADMIN_ROLES.map((r) => (
              <option key={r} value={r}>
                {ADMIN_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td data-label="Status">{member.active ? 'Active' : 'Deactivated'}</td>
      <td data-label="Logged in" className="adm-num">
        {plural(member.liveSessions, 'browser')}
      </td>
      <td data-label="Actions" className="adm-actions">
        {!self && (
          <>
            <Button variant="secondary" size="sm" disabled={member.liveSessions === 0} onClick={() => void withToast(endStaffSessions(member.id))}>
              Log out everywhere<span className="visually-hidden"> ({who})</span>
            </Button>
            {member.active ? (
              <ConfirmDialog
                title={`Deactivate ${who}?`}
                confirmLabel="Deactivate"
                onConfirm={async () => void (await withToast(setStaffActive(member.id, false)))}
                trigger={(open) => (
                  <Button variant="danger" size="sm" onClick={open}>
                    Deactivate<span className="visually-hidden"> {who}</span>
                  </Button>
                )}
              >
                <p>{who} is logged out everywhere at once and can no longer log in or reset the password. You can reactivate the account later.</p>
              </ConfirmDialog>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => void withToast(setStaffActive(member.id, true))}>
                Reactivate<span className="visually-hidden"> {who}</span>
              </Button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

function InvitationRow({ invitation }: { invitation: AdminInvitation }) {
  return (
    <tr>
      <td data-label="Name">{invitation.name}</td>
      <td data-label="Email">{invitation.email}</td>
      <td data-label="Role">{ADMIN_ROLE_LABELS[invitation.role]}</td>
      <td data-label="Invited by">{invitation.invitedBy ?? 'A former admin'}</td>
      <td data-label="Expires">{formatDate(invitation.expiresAt)}</td>
      <td data-label="Actions" className="adm-actions">
        <Button variant="danger" size="sm" onClick={() => void withToast(revokeInvitation(invitation.id))}>
          Revoke<span className="visually-hidden"> the invitation of {invitation.email}</span>
        </Button>
      </td>
    </tr>
  );
}

/** The owner's team: who can do what, who is invited, and the switches for a lost phone or a leaver. */
export function StaffPage() {
  const staff = useStaff();
  const me = useAdmin();
  return (
    <>
      <PageHeader title="Staff" />
      <Section title="Invite a team member">
        <p className="field__hint">They get an email with a link that works once, for 3 days, to choose their password.</p>
        <InviteForm />
      </Section>
      <QueryView query={staff} errorTitle="We could not load the team">
        {({ members, invitations }) => (
          <>
            <Section title="Team" aside={<span className="adm-muted">{plural(members.length, 'account')}</span>}>
              <div className="adm-table-card adm-table-scroll">
                <table className="adm-table adm-table--plain">
                  <caption className="visually-hidden">Admin accounts</caption>
                  <thead>
                    <tr>
                      {['Name', 'Email', 'Role', 'Status', 'Logged in', 'Actions'].map((h) => (
                        <th key={h} scope="col" className={h === 'Logged in' ? 'adm-num' : h === 'Actions' ? 'adm-actions' : undefined}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((m) => (
                      <MemberRow key={m.id} member={m} self={m.id === me?.id} />
                    ))}
                  </tbody>
                </table>
              </div>
            </Section>
            <Section title="Pending invitations">
              {invitations.length === 0 ? (
                <p className="adm-muted">No invitation is waiting.</p>
              ) : (
                <div className="adm-table-card adm-table-scroll">
                  <table className="adm-table adm-table--plain">
                    <caption className="visually-hidden">Pending invitations</caption>
                    <thead>
                      <tr>
                        {['Name', 'Email', 'Role', 'Invited by', 'Expires', 'Actions'].map((h) => (
                          <th key={h} scope="col" className={h === 'Actions' ? 'adm-actions' : undefined}>
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {invitations.map((i) => (
                        <InvitationRow key={i.id} invitation={i} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Section>
          </>
        )}
      </QueryView>
    </>
  );
}
