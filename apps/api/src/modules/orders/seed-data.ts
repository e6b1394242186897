import { DEFAULT_SMMLV } from '@portal/shared/constants';
/** Demo catalogues: the agency's default one and Logística Andina's own (salaries in COP, 2026). */

export interface CatalogueSeedRow {
  nombre: string;
  descripcion: string;
  categoria: string;
  salario_min: number;
  salario_max: number;
}

export const defaultCatalogue: CatalogueSeedRow[] = [
  {
    nombre: 'Operador de montacargas',
    categoria: 'Montacargas',
    salario_min: 1_950_000,
    salario_max: 2_400_000,
    descripcion:
      'Montacargas de contrapeso a gas o eléctrico, cargue y descargue de tractomulas, con licencia de operación vigente.',
  },
  {
    nombre: 'Operador de montacargas retráctil',
    categoria: 'Montacargas',
    salario_min: 2_100_000,
    salario_max: 2_700_000,
    descripcion:
      'Equipo retráctil (reach) en estanterías de gran altura, ubicación de estibas y control de inventario.',
  },
  {
    nombre: 'Auxiliar de bodega',
    categoria: 'Bodega',
    salario_min: DEFAULT_SMMLV,
    salario_max: 2_000_000,
    descripcion: 'Recibo, almacenamiento y despacho de mercancía, conteos cíclicos y orden del área.',
  },
  {
    nombre: 'Alistador de pedidos',
    categoria: 'Bodega',
    salario_min: DEFAULT_SMMLV,
    salario_max: 2_100_000,
    descripcion: 'Picking por radiofrecuencia, verificación y embalaje de pedidos para tiendas y clientes.',
  },
  {
    nombre: 'Inventarista',
    categoria: 'Bodega',
    salario_min: 1_850_000,
    salario_max: 2_300_000,
    descripcion: 'Conteos, cruces con el sistema y reporte de novedades de inventario.',
  },
  {
    nombre: 'Conductor de camión sencillo (C2)',
    categoria: 'Conductor',
    salario_min: 2_300_000,
    salario_max: 3_000_000,
    descripcion: 'Distribución urbana con licencia C2, entrega de mercancía y manejo de planillas.',
  },
  {
    nombre: 'Conductor de tractomula (C3)',
    categoria: 'Conductor',
    salario_min: 3_000_000,
    salario_max: 4_200_000,
    descripcion: 'Rutas nacionales con licencia C3, cuidado del vehículo y de la carga.',
  },
  {
    nombre: 'Operario de producción',
    categoria: 'Producción',
    salario_min: DEFAULT_SMMLV,
    salario_max: 2_000_000,
    descripcion: 'Alimentación de líneas, control de proceso y buenas prácticas de manufactura.',
  },
  {
    nombre: 'Operario de máquina',
    categoria: 'Producción',
    salario_min: 1_900_000,
    salario_max: 2_400_000,
    descripcion: 'Operación y ajuste de máquinas de inyección, extrusión o llenado.',
  },
  {
    nombre: 'Inspector de calidad',
    categoria: 'Calidad',
    salario_min: 2_000_000,
    salario_max: 2_600_000,
    descripcion: 'Muestreo, inspección de producto terminado y registro de no conformidades.',
  },
  {
    nombre: 'Auxiliar de laboratorio',
    categoria: 'Calidad',
    salario_min: 1_900_000,
    salario_max: 2_300_000,
    descripcion: 'Análisis fisicoquímicos básicos y control de materias primas.',
  },
  {
    nombre: 'Operario de empaque',
    categoria: 'Empaque',
    salario_min: DEFAULT_SMMLV,
    salario_max: 1_950_000,
    descripcion: 'Empaque, sellado y rotulado de producto en línea.',
  },
  {
    nombre: 'Auxiliar de embalaje y despachos',
    categoria: 'Empaque',
    salario_min: DEFAULT_SMMLV,
    salario_max: 2_050_000,
    descripcion: 'Embalaje de estibas, emplasticado y cargue de vehículos.',
  },
];

/** Logística Andina negotiated its own positions and ranges. */
export const companyCatalogue: CatalogueSeedRow[] = [
  {
    nombre: 'Operador de montacargas',
    categoria: 'Montacargas',
    salario_min: 2_050_000,
    salario_max: 2_500_000,
    descripcion:
      // No city here: the company picks the work city in each order (a Bogotá order read "Funza").
      'Montacargas eléctrico en centro de distribución, turnos rotativos, licencia vigente.',
  },
  {
    nombre: 'Operador de montacargas retráctil',
    categoria: 'Montacargas',
    salario_min: 2_200_000,
    salario_max: 2_800_000,
    descripcion: 'Retráctil en racks de 10 metros, ubicación por radiofrecuencia.',
  },
  {
    nombre: 'Auxiliar de bodega',
    categoria: 'Bodega',
    salario_min: 1_800_000,
    salario_max: 2_050_000,
    descripcion: 'Recibo y despacho de mercancía de consumo masivo en el centro de distribución.',
  },
  {
    nombre: 'Alistador de pedidos',
    categoria: 'Bodega',
    salario_min: 1_800_000,
    salario_max: 2_150_000,
    descripcion: 'Picking por voz y radiofrecuencia para canal moderno.',
  },
  {
    nombre: 'Conductor de tractomula (C3)',
    categoria: 'Conductor',
    salario_min: 3_200_000,
    salario_max: 4_300_000,
    descripcion: 'Rutas Bogotá – Costa, con escoltas y monitoreo satelital.',
  },
  {
    nombre: 'Operario de producción',
    categoria: 'Producción',
    salario_min: DEFAULT_SMMLV,
    salario_max: 2_000_000,
    descripcion: 'Maquila y reempaque de producto para clientes del centro de distribución.',
  },
  {
    nombre: 'Operario de empaque',
    categoria: 'Empaque',
    salario_min: DEFAULT_SMMLV,
    salario_max: 1_950_000,
    descripcion: 'Armado de exhibidores y ancheteo en temporada.',
  },
];
