import { LIFE_STAGE_LABELS, LIFE_STAGES, PET_CONDITION_LABELS, PET_CONDITIONS, type AdminCategory, type PickRuleInput, type PickRuleRecord } from '@canino/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { QueryView } from '../../components/query-view';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { useCategoryOptions } from '../api/categories';
import { deletePickRule, savePickRule, usePickRules } from '../api/pick-rules';
import { PageHeader } from '../components/page-header';

const BLANK: PickRuleInput = { condition: 'senior', categoryId: null, lifeStage: null, reason: '', position: 0, active: true };

/** One rule as a row of fields: when the dog is…, suggest… , and the reason the customer reads. */
function RuleForm({ rule, categories, onSaved }: { rule?: PickRuleRecord; categories: AdminCategory[]; onSaved?: () => void }) {
  const id = useId();
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
  const label = rule ? `Rule ${rule.position}: ${rule.reason}` : 'New rule';
  return (
    <form className="adm-card adm-section adm-form" onSubmit={submit} noValidate aria-label={label}>
      <div className="adm-form-row">
        <label className="field" htmlFor={`${id}-cond`}>
          <span className="field__label">When the dog is</span>
          <select id={`${id}-cond`} className="field__input" value={v.condition} onChange={(e) => set({ condition: e.target.value as PickRuleInput['condition'] })}>
            {PET_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {PET_CONDITION_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={`${id}-cat`}>
          <span className="field__label">Suggest the category</span>
          <select id={`${id}-cat`} className="field__input" value={v.categoryId ?? ''} onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })} aria-invalid={errors.categoryId ? true : undefined}>
            <option value="">Any category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.categoryId && <span className="field__error">{errors.categoryId}</span>}
        </label>
        <label className="field" htmlFor={`${id}-stage`}>
          <span className="field__label">or products made for</span>
          <select id={`${id}-stage`} className="field__input" value={v.lifeStage ?? ''} onChange={(e) => set({ lifeStage: (e.target.value || null) as PickRuleInput['lifeStage'] })}>
            <option value="">Any life stage</option>
            {LIFE_STAGES.map((s) => (
              <option key={s} value={s}>
                {LIFE_STAGE_LABELS[s]} dogs
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="adm-form-row">
        <label className="field" htmlFor={`${id}-reason`}>
          <span className="field__label">Reason the customer reads</span>
          <input id={`${id}-reason`} className="field__input" value={v.reason} placeholder="for senior dogs" onChange={(e) => set({ reason: e.target.value })} aria-invalid={errors.reason ? true : undefined} />
          {errors.reason && <span className="field__error">{errors.reason}</span>}
        </label>
        <label className="field" htmlFor={`${id}-pos`}>
          <span className="field__label">Order</span>
          <input id={`${id}-pos`} className="field__input" type="number" min={0} value={v.position} onChange={(e) => set({ position: Number(e.target.value) })} />
        </label>
        <label className="check" htmlFor={`${id}-on`}>
          <input id={`${id}-on`} type="checkbox" className="check__box" checked={v.active} onChange={(e) => set({ active: e.target.checked })} />
          <span className="check__label">Active</span>
        </label>
      </div>
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
      <PageHeader title="Recommendations" />
      <p className="field__hint">
        Each rule says which dogs it is for, what to suggest, and the reason shown under the product (&ldquo;for senior dogs&rdquo;). Senior and puppy come from the dog&rsquo;s age
        and size; large breed and long coat from its breed.
      </p>
      <QueryView query={categories} errorTitle="We could not load the categories">
        {({ items }) => (
          <QueryView query={rules} errorTitle="We could not load the rules">
            {(list) => (
              <>
                {list.map((r) => (
                  <RuleForm key={`${r.id}:${r.reason}:${r.position}`} rule={r} categories={items} />
                ))}
                <h2 className="adm-section__title">Add a rule</h2>
                <RuleForm categories={items} />
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </>
  );
}
