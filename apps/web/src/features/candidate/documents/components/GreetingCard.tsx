import { Link } from 'react-router';
import type { Candidate } from '@portal/shared/candidates/candidate';

/** Spec §2: 'Hola' with primer_nombre and primer_apellido, then an invitation to see job openings. */
export function GreetingCard({ candidate }: { candidate: Candidate | null }) {
  const name = [candidate?.primer_nombre, candidate?.primer_apellido].filter(Boolean).join(' ');
  return (
    <section className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8" aria-labelledby="saludo">
      <h1 id="saludo" className="text-2xl font-bold sm:text-3xl">
        Hola {name}
      </h1>
      <p className="mt-2 max-w-2xl text-brand-50">
        Descubre las oportunidades laborales que tenemos para ti y mantén tus documentos al día para avanzar
        más rápido en tus procesos.
      </p>
      <Link
        to="/?tab=jobs"
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent-400 px-4 text-sm font-semibold text-brand-900 hover:bg-accent-500"
      >
        Ver vacantes
      </Link>
    </section>
  );
}
