import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import { AdminBrand } from '../../../components/admin-brand';

/** The card of the pages shown before a session: log in, accept an invitation, reset a password. */
export function LoginCard({ title, onSubmit, children }: { title: string; onSubmit?: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Canino Admin`;
  }, [title]);
  return (
    <main className="adm-login">
      <form className="adm-login__card" onSubmit={onSubmit ?? ((e) => e.preventDefault())} noValidate>
        <AdminBrand dark />
        <h1 className="adm-login__title">{title}</h1>
        {children}
      </form>
    </main>
  );
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="adm-alert adm-alert--error" role="alert">
      {message}
    </p>
  );
}

export function FormDone({ message }: { message: string }) {
  return (
    <p className="adm-alert adm-alert--success" role="status">
      {message}
    </p>
  );
}
