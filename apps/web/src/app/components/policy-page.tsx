import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import type { PolicyFacts, Section } from '../../content/types';
import { PolicyDocument } from '../../features/content/components/policy-document';
import { useDeliveryTerms } from '../../features/delivery/api/delivery-terms';
import { useSettings } from '../../features/shop-settings/api/get-settings';

interface PolicyPageProps {
  title: string;
  /** The policy's text for the shop's current settings and delivery terms (both edited by the owner). */
  sections: (facts: PolicyFacts) => Section[];
  intro?: string;
}

/** A policy page: the banner, then the text written from the shop's own settings. */
export function PolicyPage({ title, sections, intro }: PolicyPageProps) {
  const settings = useSettings();
  const delivery = useDeliveryTerms();
  // One query view over both answers: the text needs the two together.
  const both = {
    ...settings,
    data: settings.data && delivery.data ? { shop: settings.data, delivery: delivery.data } : undefined,
    error: settings.error ?? delivery.error,
    isLoading: settings.isLoading || delivery.isLoading,
    isFetching: settings.isFetching || delivery.isFetching,
    refetch: () => Promise.all([settings.refetch(), delivery.refetch()]).then(() => undefined),
  };
  return (
    <>
      <PageBanner title={title} />
      <div className="container">
        <QueryView query={both} errorTitle="We could not load this page">
          {(facts) => <PolicyDocument sections={sections(facts)} intro={intro} />}
        </QueryView>
      </div>
    </>
  );
}
