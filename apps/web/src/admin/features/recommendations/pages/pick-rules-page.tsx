import { LIFE_STAGE_LABELS, LIFE_STAGES, PET_CONDITION_LABELS, PET_CONDITIONS, type AdminCategory, type PickRuleInput, type PickRuleRecord } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { Select, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { useCategoryOptions } from '../../../lib/category-list';
import { deletePickRule, savePickRule, usePickRules } from '../api/pick-rules';
import { PageHeader } from '../../../components/page-header';

const BLANK: PickRuleInput = { condition: 'senior', categoryId: null, lifeStage: null, reason: '', position: 0, active: true };

/** One rule as a row of fields: when the dog is…, suggest… , and the reason the customer reads. */
function RuleForm({ rule, categories, onSaved }: { rule?: PickRuleRecord; categories: AdminCategory[]; onSaved?: () => void }) {
  const [v, setV] = useState<PickRuleInput>(rule ? { ...rule } : BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PickRuleInput>) => setV((old) => ({ ...old, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      notify.success(await savePickRule(v, rule?.id));
      setErrors({});
      if (!rule) setV(BLANK);
      onSaved?.();
    } catch (err) {
      setErrors(err instanceof ApiError ? err.fields : {});
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      notify.success(await deletePickRule(rule!.id));
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };
  const label = rule ? `Rule ${rule.position}: ${rule.reason}` : 'Add a rule';
  return (
    <form className="adm-card adm-section adm-form" onSubmit={submit} noValidate aria-label={label}>
      {!rule && <h2 className="adm-section__title">Add a rule</h2>}
      <div className="adm-form-row">
        <Select
          label="When the dog is"
          value={v.condition}
          onChange={(e) => set({ condition: e.target.value as PickRuleInput['condition'] })}
          options={PET_CONDITIONS.map((c) => ({ value: c, label: PET_CONDITION_LABELS[c] }))}
          error={errors.condition}
        />
        <Select
          label="Suggest the category"
          value={v.categoryId ?? ''}
          onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })}
          placeholder="Any category"
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          error={errors.categoryId}
        />
        <Select
          label="or products made for"
          value={v.lifeStage ?? ''}
          onChange={(e) => set({ lifeStage: (e.target.value || null) as PickRuleInput['lifeStage'] })}
          placeholder="Any life stage"
          options={LIFE_STAGES.map((s) => ({ value: s, label: `${LIFE_STAGE_LABELS[s]} dogs` }))}
          error={errors.lifeStage}
        />
      </div>
      <div className="adm-form-row">
        <TextInput label="Reason the customer reads" value={v.reason} placeholder="for senior dogs" onChange={(e) => set({ reason: e.target.value })} error={errors.reason} />
        <TextInput label="Order" type="number" min={0} inputMode="numeric" value={v.position} onChange={(e) => set({ position: Number(e.target.value) })} error={errors.position} />
      </div>
      <Checkbox label="Active" checked={v.active} onChange={(e) => set({ active: e.target.checked })} />
      <div className="adm-form-actions">
        <Button type="submit" loading={busy}>
          {rule ? 'Save rule' : 'Add rule'}
        </Button>
        {rule && (
          <Button variant="danger" onClick={() => void remove()}>
            Delete rule
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The rules behind "Picked for <pet>", in the owner's words and order. Products whose dosage does not cover
 * the dog's weight, or made for another life stage, are left out whatever the rules say.
 */
export function PickRulesPage() {
  const rules = usePickRules();
  const categories = useCategoryOptions();
  return (
    <>
      <PageHeader title="Recommendations">
        <p className="adm-muted">
          Each rule says which dogs it is for, what to suggest, and the reason shown under the product (&ldquo;for senior dogs&rdquo;). Senior and puppy come from the dog&rsquo;s
          age and size; large breed and long coat from its breed.
        </p>
      </PageHeader>
      <QueryView query={categories} errorTitle="We could not load the categories">
        {({ items }) => (
          <QueryView query={rules} errorTitle="We could not load the rules">
            {(list) => (
              <>
                {list.map((r) => (
                  <RuleForm key={`${r.id}:${r.reason}:${r.position}`} rule={r} categories={items} />
                ))}
                <RuleForm categories={items} />
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </>
  );
}
