import { sql } from 'drizzle-orm';
import { talentPoolMessages as messages } from '@portal/shared/messages';
import type { MatchTarget } from '@portal/shared/talent-pool/matching';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { placementScope, vacancyScope, type StaffScope } from '../../access/staff-scope.js';
import { AppError } from '../../lib/app-error.js';

/** What a match is for: the place, category and pay the pool is measured against. */
export interface ResolvedTarget {
  id_vacante: number | null;
  id_proceso: number | null;
  titulo: string;
  id_ciudad: number | null;
  ciudad: string | null;
  departamento: string | null;
  id_categoria: number | null;
  categoria: string | null;
  salario: number | null;
  estado_vacante: string | null;
}

const columns = sql`v.id_vacante, v.estado as estado_vacante, v.id_ciudad, ci.nombre_ciudad as ciudad,
  ci.departamento`;

/**
 * The vacancy or order line, if the caller reaches it (else 404, as every out-of-scope record). An
 * order line matches through the vacancy published from it; before that, on its category and the
 * top of its position's salary range, with no place.
 */
export async function resolveTarget(db: Db, staff: StaffScope, target: MatchTarget): Promise<ResolvedTarget> {
  const rows = target.id_vacante
    ? await queryRows<ResolvedTarget>(
        db,
        sql`select ${columns}, null::int as id_proceso, v.titulo, v.id_categoria, v.salario,
              g.nombre_categoria as categoria
            from vacantes v join ciudades ci on ci.id_ciudad = v.id_ciudad
            join categorias g on g.id_categoria = v.id_categoria
            join vacantes on vacantes.id_vacante = v.id_vacante
            where v.id_vacante = ${target.id_vacante} and ${vacancyScope(staff) ?? sql`true`}`,
      )
    : await queryRows<ResolvedTarget>(
        db,
        sql`select ${columns}, pr.id_proceso, pr.nombre as titulo,
              coalesce(v.id_categoria, pr.id_categoria, k.id_categoria) as id_categoria,
              coalesce(v.salario, k.salario_max) as salario,
              coalesce(g.nombre_categoria, (select nombre_categoria from categorias
                where id_categoria = coalesce(pr.id_categoria, k.id_categoria))) as categoria
            from procesos pr join empresas e on e.id_empresa = pr.id_empresa
            left join cargos_catalogo k on k.id_cargo = pr.id_cargo
            left join vacantes v on v.id_vacante = pr.id_vacante
            left join ciudades ci on ci.id_ciudad = v.id_ciudad
            left join categorias g on g.id_categoria = v.id_categoria
            where pr.id_proceso = ${target.id_proceso!}
              and ${placementScope(staff, { id_grupo: sql`e.id_grupo`, id_empresa: sql`e.id_empresa` }) ?? sql`true`}`,
      );
  const [row] = rows;
  if (!row) throw AppError.notFound(messages.targetNotFound);
  return row;
}

/** Why nobody can be invited to this target yet, or null. */
export function targetNotInvitable(target: ResolvedTarget): string | null {
  if (target.id_vacante === null) return messages.noVacancyYet;
  if (target.estado_vacante !== 'abierta') return messages.vacancyClosed;
  return null;
}
