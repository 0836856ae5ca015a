/**
 * A group of checkboxes holding a list of values (roles, brands). Controlled, so one box still
 * gives a list, never a lone true or false.
 */
export function CheckboxGroup(props: {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const toggle = (option: string, on: boolean) =>
    props.onChange(on ? [...props.value, option] : props.value.filter((v) => v !== option));
  return (
    <fieldset className="flex flex-col gap-1" aria-invalid={props.error ? true : undefined}>
      <legend className="mb-1 text-sm text-muted">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {props.options.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="accent-accent"
              checked={props.value.includes(o.value)}
              disabled={props.disabled}
              onChange={(event) => toggle(o.value, event.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {props.error ? <p className="text-xs text-danger">{props.error}</p> : null}
    </fieldset>
  );
}
