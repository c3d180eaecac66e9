/** The form that creates a staff account: e-mail, name, role and an initial password of at least 12 characters. */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Role, StaffUser } from '../studio-api.ts';
import { roles } from '../studio-api-types.ts';
import { failureWords } from './failure-words.ts';
import { aRole, roleWords } from './role-words.ts';
import { useCreateUser } from './staff-writes.ts';

/** The shortest initial password the server takes. */
export const minPasswordLength = 12;

type Field = 'email' | 'name' | 'password';

function problemsOf(email: string, name: string, password: string): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'Enter their work e-mail address, like name@company.com.';
  if (name === '') problems.name = 'Enter the name colleagues know them by.';
  if (password.length < minPasswordLength)
    problems.password = `The password needs at least ${minPasswordLength} characters (it has ${password.length}).`;
  return problems;
}

/** The new account form. */
export function NewUserForm() {
  const create = useCreateUser();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const sending = create.isPending;
  const failure = create.error ? failureWords(create.error, 'no account was created') : null;
  const [created, setCreated] = useState<StaffUser | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), name: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = problemsOf(email.trim(), name.trim(), password);
    setProblems(found);
    setCreated(null);
    const first = (['email', 'name', 'password'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    try {
      const user = await create.mutateAsync({ email: email.trim(), name: name.trim(), role, password });
      setCreated(user);
      setEmail('');
      setName('');
      setPassword('');
      setRole('editor');
    } catch {
      // Shown from create.error; what was typed stays.
    }
  }

  const field = (
    key: Field,
    label: string,
    input: { type: string; value: string; set(value: string): void; autoComplete: string },
    hint?: string,
  ) => {
    const describedBy = [hint ? `${ids}-${key}-hint` : '', problems[key] ? `${ids}-${key}-problem` : ''].filter(Boolean).join(' ');
    return (
      <div className="ad-field">
        <label htmlFor={`${ids}-${key}`}>{label}</label>
        <input
          id={`${ids}-${key}`}
          ref={refs[key]}
          className="st-input"
          type={input.type}
          value={input.value}
          autoComplete={input.autoComplete}
          aria-invalid={problems[key] ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => input.set(event.target.value)}
        />
        {hint ? (
          <p id={`${ids}-${key}-hint`} className="ad-field__hint">
            {hint}
          </p>
        ) : null}
        {problems[key] ? (
          <p id={`${ids}-${key}-problem`} className="ad-field__error">
            {problems[key]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="ad-form" onSubmit={submit} noValidate aria-label="New staff account">
      <div className="ad-form__grid">
        {field('email', 'E-mail', { type: 'email', value: email, set: setEmail, autoComplete: 'off' })}
        {field('name', 'Name', { type: 'text', value: name, set: setName, autoComplete: 'off' })}
        <div className="ad-field">
          <label htmlFor={`${ids}-role`}>Role</label>
          <select
            id={`${ids}-role`}
            className="st-select"
            value={role}
            aria-describedby={`${ids}-role-hint`}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <p id={`${ids}-role-hint`} className="ad-field__hint">
            {aRole(role).replace(/^a/, 'A')} {roleWords[role]}.
          </p>
        </div>
        {field(
          'password',
          'Initial password',
          { type: 'password', value: password, set: setPassword, autoComplete: 'new-password' },
          `At least ${minPasswordLength} characters; a few unrelated words work well. Give it to them in person or by phone, not by e-mail.`,
        )}
      </div>
      {failure ? (
        <p role="alert" className="ad-failure">
          {failure}
        </p>
      ) : null}
      {created ? (
        <p role="status" className="ad-done">
          Account created: {created.name} ({created.email}) can now sign in as {aRole(created.role)}.
        </p>
      ) : null}
      <div className="ad-form__actions">
        <button type="submit" className="st-button st-button--primary" disabled={sending}>
          {sending ? 'Creating…' : 'Create account'}
        </button>
      </div>
    </form>
  );
}
