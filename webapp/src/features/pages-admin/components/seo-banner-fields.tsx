import { create } from '@bufbuild/protobuf';
import { ActionSchema, PageBannerSchema, PageSeoSchema, type PageBanner, type PageSeo } from '../../../gen/gusset/site/v1/page_content_pb';
import { ActionFields } from './block-field-parts';
import { ImageInput, StringList, Text } from './editor-fields';

// The meta description the server accepts (page_content.proto PageSeo).
const descriptionMin = 50;
const descriptionMax = 160;

export function SeoFields({ seo = create(PageSeoSchema), onChange }: { seo?: PageSeo; onChange: (seo: PageSeo) => void }) {
  const set = (change: Partial<PageSeo>) => onChange({ ...seo, ...change });
  const count = seo.description.length;
  return (
    <section className="record-fields__list" aria-label="Search and sharing">
      <h2 className="record-fields__heading">Search and sharing</h2>
      <div className="record-fields__grid">
        <Text label="Page title" field="seo.title" value={seo.title} onChange={(title) => set({ title })} hint='In the browser tab and search results, before "| firm name". Empty keeps the built-in one.' />
        <Text
          label="Description"
          field="seo.description"
          value={seo.description}
          onChange={(description) => set({ description })}
          multiline
          hint={`Search results show it: ${descriptionMin} to ${descriptionMax} characters.`}
          note={`${count} of ${descriptionMax} characters${count > 0 && count < descriptionMin ? ', too short' : count > descriptionMax ? ', too long' : ''}.`}
        />
      </div>
      <ImageInput label="Share image" field="seo.share_image" src={seo.shareImage} onSrc={(shareImage) => set({ shareImage })} onUploaded={({ src }) => set({ shareImage: src })} />
    </section>
  );
}

export function BannerFields({ banner = create(PageBannerSchema), onChange }: { banner?: PageBanner; onChange: (banner: PageBanner) => void }) {
  const set = (change: Partial<PageBanner>) => onChange({ ...banner, ...change });
  const action = banner.action ?? create(ActionSchema);
  return (
    <section className="record-fields__list" aria-label="Banner">
      <h2 className="record-fields__heading">Banner</h2>
      <p className="muted">The coloured band at the top of the page. An empty header means no banner.</p>
      <div className="record-fields__grid">
        <Text label="Eyebrow" field="banner.eyebrow" value={banner.eyebrow} onChange={(eyebrow) => set({ eyebrow })} hint="The small line above the header." />
        <Text label="Header" field="banner.header" value={banner.header} onChange={(header) => set({ header })} />
        <Text label="Subheader" field="banner.subheader" value={banner.subheader} onChange={(subheader) => set({ subheader })} />
      </div>
      <ImageInput label="Banner artwork" field="banner.image" src={banner.image} onSrc={(image) => set({ image })} onUploaded={({ src }) => set({ image: src })} />
      <StringList title="Banner paragraphs" item="Paragraph" field="banner.paragraphs" items={banner.paragraphs} onChange={(paragraphs) => set({ paragraphs })} multiline />
      <fieldset className="record-fields__row">
        <legend>Banner button (optional)</legend>
        <div className="record-fields__grid">
          <ActionFields field="banner.action" action={action} onChange={(change) => set({ action: { ...action, ...change } })} />
        </div>
      </fieldset>
    </section>
  );
}
