import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ShopMap } from '../../features/contact/components/shop-map';
import { telHref, useSettings } from '../../features/shop-settings/api/get-settings';
import '../../features/contact/components/contact.css';

export default function ContactPage() {
  const settings = useSettings();
  return (
    <>
      <PageBanner title="Contact Us" />
      <div className="container contact-page">
        <section aria-label="How to reach us">
          <QueryView query={settings} errorTitle="We could not load our contact details">
            {(s) => <ContactDetails settings={s} telHref={telHref} />}
          </QueryView>
        </section>
        <div className="contact-main">
          <section className="form-card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact-card__title">
              Have Any Questions
            </h2>
            <p className="contact-card__lead">About a product, your order or your dog’s routine: write to us and a real person will answer.</p>
            <ContactForm />
          </section>
          {settings.data?.mapEmbedUrl && <ShopMap src={settings.data.mapEmbedUrl} name={settings.data.name} address={settings.data.address} />}
        </div>
      </div>
    </>
  );
}
