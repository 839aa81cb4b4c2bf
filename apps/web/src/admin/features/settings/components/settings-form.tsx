import type { ReactNode } from 'react';
import { Button } from '../../../../components/button';
import { QueryView } from '../../../../components/query-view';
import type { QueryState } from '../../../../lib/query';
import { AuditLogSection } from '../../../components/audit-log-section';
import { PageHeader } from '../../../components/page-header';

interface SettingsEditorPageProps<T> {
  title: string;
  query: QueryState<T> & { refetch: () => Promise<void> };
  errorTitle: string;
  /** The settings' log on the API (`/settings/audit`), shown as History under the form. */
  auditPath: string;
  editor: (settings: T) => ReactNode;
}

/**
 * A settings page: the saved settings loaded, then their editor, then who changed them. The editor is
 * made only once they are here, so its form starts from them (react-hook-form's default values are read
 * once).
 */
export function SettingsEditorPage<T>({ title, query, errorTitle, auditPath, editor }: SettingsEditorPageProps<T>) {
  return (
    <>
      <PageHeader title={title} />
      <QueryView query={query} errorTitle={errorTitle}>
        {editor}
      </QueryView>
      <AuditLogSection path={auditPath} className="adm-history" />
    </>
  );
}

/** Save, kept in sight at the bottom of a long settings form; nothing to save until a field changes. */
export function SettingsSaveBar({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <div className="adm-form-actions adm-form-actions--sticky">
      <Button type="submit" loading={saving} disabled={!dirty}>
        Save settings
      </Button>
    </div>
  );
}
