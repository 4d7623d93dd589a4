import { ADMIN_COPY, type AdInventory } from '@growday/contracts/client';
import { AdInventoryEditor } from './admin-controls';

/** The ad inventories (as `npm run ops -- ads list`), each editable as its JSON definition. */
export function AdInventoriesSection({ items }: { items: AdInventory[] }) {
  const copy = ADMIN_COPY.ads;
  return (
    <div className="gd-admin__list">
      <p className="gd-admin__meta">{copy.lead}</p>
      {items.length === 0 ? <p className="gd-admin__empty">{copy.empty}</p> : null}
      {items.map((inventory) => (
        <AdInventoryEditor key={inventory.inventoryId} inventory={inventory} />
      ))}
      <AdInventoryEditor inventory={null} />
    </div>
  );
}
