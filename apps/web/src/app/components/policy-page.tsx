import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import type { Section, ShopContact } from '../../content/types';
import { PolicyDocument } from '../../features/content/components/policy-document';
import { useSettings } from '../../features/shop-settings/api/get-settings';

interface PolicyPageProps {
  title: string;
  /** The policy's text for the shop's current phone and email (from the settings the owner edits). */
  sections: (contact: ShopContact) => Section[];
  intro?: string;
}

/** A policy page: the banner, then the text with the shop's contact details filled in. */
export function PolicyPage({ title, sections, intro }: PolicyPageProps) {
  const settings = useSettings();
  return (
    <>
      <PageBanner title={title} />
      <div className="container">
        <QueryView query={settings} errorTitle="We could not load this page">
          {(s) => <PolicyDocument sections={sections({ phone: s.phone, email: s.email })} intro={intro} />}
        </QueryView>
      </div>
    </>
  );
}
