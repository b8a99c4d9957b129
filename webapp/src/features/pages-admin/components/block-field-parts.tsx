import { create } from '@bufbuild/protobuf';
import { ListSection } from '../../../components/form/record-fields';
import { ActionSchema, ListStyle, type Action } from '../../../gen/gusset/site/v1/page_content_pb';
import { Text } from './editor-fields';
import { useErrors } from './errors-context';

// Actions edits a block's buttons (also the banner's one, through ActionFields).
export function Actions({ field, actions, onChange }: { field: string; actions: Action[]; onChange: (actions: Action[]) => void }) {
  const errors = useErrors();
  return (
    <ListSection title="Buttons" item="Button" field={field} rows={actions} errors={errors} empty={() => create(ActionSchema)} onChange={onChange} movable level={4}>
      {(action, at, change) => <ActionFields field={`${field}[${at}]`} action={action} onChange={change} />}
    </ListSection>
  );
}

export function ActionFields({ field, action, onChange }: { field: string; action: Action; onChange: (change: Partial<Action>) => void }) {
  return (
    <>
      <Text label="Button label" field={`${field}.label`} value={action.label} onChange={(label) => onChange({ label })} />
      <Text
        label="Button link"
        field={`${field}.href`}
        value={action.href}
        onChange={(href) => onChange({ href })}
        hint='A path on this site (/estimate), a full address, mailto: or tel:, or {portal} or {sales}.'
      />
      <Check label="Main button (filled)" checked={action.primary} onChange={(primary) => onChange({ primary })} />
    </>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="page-editor__check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

const styles: [ListStyle, string][] = [
  [ListStyle.UNSPECIFIED, 'Checked items, one column'],
  [ListStyle.COLUMNS, 'Checked items in columns'],
  [ListStyle.TAGS, 'Small tags in a row'],
];

export function StyleSelect({ field, value, onChange }: { field: string; value: ListStyle; onChange: (style: ListStyle) => void }) {
  const error = useErrors()[field];
  return (
    <div className="field">
      <label>
        Drawn as
        <select value={value} onChange={(e) => onChange(Number(e.target.value) as ListStyle)} aria-invalid={error ? true : undefined}>
          {styles.map(([style, name]) => (
            <option key={style} value={style}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {error && <p className="record-fields__error">{error}</p>}
    </div>
  );
}
