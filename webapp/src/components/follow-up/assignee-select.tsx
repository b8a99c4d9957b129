type Props = {
  id: string;
  label: string;
  // The choice for nobody ("Nobody", "Unassigned").
  noneLabel: string;
  // The assignee's id ("" for nobody) and name.
  value: string;
  valueName: string;
  staff?: { id: string; username: string }[];
  disabled: boolean;
  onChange: (assigneeId: string) => void;
  className?: string;
};

// Who has it: the enabled staff accounts, or nobody. An assignee disabled since keeps
// showing until someone changes it. One control for every follow-up (estimate requests,
// contact messages).
export function AssigneeSelect({ id, label, noneLabel, value, valueName, staff, disabled, onChange, className }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{noneLabel}</option>
        {value && !staff?.some((u) => u.id === value) && <option value={value}>{valueName}</option>}
        {staff?.map((u) => (
          <option key={u.id} value={u.id}>
            {u.username}
          </option>
        ))}
      </select>
    </div>
  );
}
