import { ADMIN_COPY, type AdminAdCreative } from '@growday/contracts/client';
import { AdCreativeForm } from './admin-controls';

/** The house-ad creatives (as `npm run ops -- ads list creatives`), each editable, and a form for a new one. */
export function AdCreativesSection({ items }: { items: AdminAdCreative[] }) {
  const copy = ADMIN_COPY.creatives;
  return (
    <section className="gd-admin__list" aria-label={copy.title}>
      <h2 className="gd-admin__subtitle">{copy.title}</h2>
      {items.length === 0 ? <p className="gd-admin__empty">{copy.empty}</p> : null}
      <AdCreativeForm creative={null} />
      {items.map((creative) => (
        // Keyed by what the server holds, so a saved change resets the form to it.
        <AdCreativeForm key={`${creative.id}-${creative.endsAt}-${creative.title}`} creative={creative} />
      ))}
    </section>
  );
}
