import { PageBanner } from '../../components/page-banner';
import { aboutTitle } from '../../content/about';
import { AboutStory } from '../../features/content/components/about-story';

export default function AboutPage() {
  return (
    <>
      <PageBanner title={aboutTitle} />
      <div className="container">
        <AboutStory />
      </div>
    </>
  );
}
