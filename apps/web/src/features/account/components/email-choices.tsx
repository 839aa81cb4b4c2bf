import { CONSENT_PURPOSES, type ConsentPurpose } from '@canino/shared';
import { useState } from 'react';
import { Checkbox } from '../../../components/checkbox';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { chooseConsent, useAccountPrivacy } from '../api/privacy-choices';
import { AccountSection } from './account-section';

/**
 * The optional emails and WhatsApp order updates, each a box of its own that only the customer ticks, saved the moment it changes:
 * unticking stops that email as easily as ticking started it (DPDP Act 2023, section 6).
 */
export function EmailChoices({ cusID }: { cusID: number }) {
  const query = useAccountPrivacy();
  // The box shows the customer's click at once, while it is saved; a failure puts it back as saved.
  const [saving, setSaving] = useState<{ purpose: ConsentPurpose; granted: boolean } | null>(null);
  const choose = async (purpose: ConsentPurpose, granted: boolean) => {
    setSaving({ purpose, granted });
    try {
      notify.success(await chooseConsent(cusID, purpose, granted));
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setSaving(null);
    }
  };
  return (
    <AccountSection
      title="Emails you choose"
      lead="Order and account emails always come. These come only while you tick them: untick one to stop it, use the unsubscribe link in any of those emails, or reply STOP on WhatsApp."
    >
      <QueryView query={query} errorTitle="We could not load your email choices">
        {(privacy) => (
          <div className="email-choices">
            {CONSENT_PURPOSES.map((p) => (
              <Checkbox
                key={p.key}
                label={p.label}
                checked={saving?.purpose === p.key ? saving.granted : (privacy.consents.find((c) => c.purpose === p.key)?.granted ?? false)}
                disabled={saving?.purpose === p.key}
                onChange={(e) => void choose(p.key, e.target.checked)}
              />
            ))}
          </div>
        )}
      </QueryView>
    </AccountSection>
  );
}
