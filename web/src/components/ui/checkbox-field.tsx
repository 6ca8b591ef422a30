import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox on the line of its label, before it. */
export function CheckboxField({ label, id, ref, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="field field--checkbox">
      <input ref={ref} id={inputId} type="checkbox" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
