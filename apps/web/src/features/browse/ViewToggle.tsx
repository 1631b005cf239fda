import { GridIcon, ListIcon } from '../../ui/icons';
import { ToggleGroup } from '../../ui/ToggleGroup';
import type { ViewMode } from '../../entities/listing/listingSearch';

const OPTIONS = [
  { value: 'grid', label: 'Grid view', icon: <GridIcon size={18} /> },
  { value: 'list', label: 'List view', icon: <ListIcon size={18} /> },
] as const;

export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (view: ViewMode) => void }) {
  return <ToggleGroup label="Layout" value={value} onValueChange={onChange} options={OPTIONS} iconOnly />;
}
