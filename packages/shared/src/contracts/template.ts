/**
 * Contract templates (issue 31 item 1): Markdown with named fields written `{{campo}}`. A contract is
 * only rendered when every field it names has a value: a missing one is named, never left blank in a
 * document someone signs.
 */

/** The kinds of contract the agency signs with its workers on assignment, each with its templates. */
export const CONTRACT_TYPES = ['obra_labor', 'termino_fijo'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const contractTypeLabels: Record<ContractType, string> = {
  obra_labor: 'Contrato de trabajo por obra o labor',
  termino_fijo: 'Contrato de trabajo a término fijo',
};

export const CONTRACT_FIELDS = {
  empleador: 'Razón social de la agencia (empleador)',
  nit_empleador: 'NIT de la agencia',
  trabajador: 'Nombre del trabajador',
  documento: 'Número de documento del trabajador',
  cargo: 'Cargo',
  salario: 'Salario mensual',
  horario: 'Jornada y horario',
  ciudad: 'Ciudad donde se presta el servicio',
  inicio: 'Fecha de inicio',
  fin_previsto: 'Fecha de terminación prevista',
  causal: 'Causal de la misión',
  empresa_usuaria: 'Empresa usuaria',
  nit_empresa_usuaria: 'NIT de la empresa usuaria',
  poliza_aseguradora: 'Aseguradora de la póliza de salarios',
  poliza_numero: 'Número de la póliza',
  poliza_vigencia: 'Vigencia de la póliza',
  poliza_valor: 'Valor asegurado de la póliza',
} as const;

export type ContractField = keyof typeof CONTRACT_FIELDS;
const isContractField = (name: string): name is ContractField => name in CONTRACT_FIELDS;

const FIELD = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The fields a template names, in order of first appearance, and the names that are not fields. */
export function fieldsOf(markdown: string): { fields: ContractField[]; unknown: string[] } {
  const fields: ContractField[] = [];
  const unknown: string[] = [];
  for (const [, name] of markdown.matchAll(FIELD)) {
    if (isContractField(name!)) {
      if (!fields.includes(name)) fields.push(name);
    } else if (!unknown.includes(name!)) unknown.push(name!);
  }
  return { fields, unknown };
}

export type ContractValues = Partial<Record<ContractField, string | null | undefined>>;

export type RenderedContract =
  | { ok: true; text: string }
  /** `missing`: the labels of the fields without a value, so the person knows what to fill in. */
  | { ok: false; missing: string[] };

/** The template with its fields filled in, or the fields that still have no value. */
export function renderContract(markdown: string, values: ContractValues): RenderedContract {
  const { fields } = fieldsOf(markdown);
  const missing = fields.filter((field) => !values[field]?.trim()).map((field) => CONTRACT_FIELDS[field]);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    text: markdown.replace(FIELD, (_match, name: string) =>
      isContractField(name) ? values[name]!.trim() : `{{${name}}}`,
    ),
  };
}
