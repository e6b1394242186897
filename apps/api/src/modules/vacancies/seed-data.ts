import { DEFAULT_SMMLV } from '@portal/shared/constants';
import type { ContractType } from '@portal/shared/vacancies/public';

/** One kind of blue-collar job: what it is, what it asks for and what it usually pays (COP/month). */
export interface RoleTemplate {
  titulo: string;
  categoria: string;
  descripcion: string;
  requisitos: string[];
  salario: number;
  turnos: string[];
}

const SMMLV = DEFAULT_SMMLV;

export const roleTemplates: RoleTemplate[] = [
  {
    titulo: 'Operador de montacargas',
    categoria: 'Montacargas',
    descripcion:
      'Cargue y descargue de tractomulas, ubicación de estibas en estantería de hasta 8 metros y apoyo en inventarios cíclicos del centro de distribución.',
    requisitos: ['Curso de montacargas vigente', 'Experiencia mínima de 1 año', 'Bachiller'],
    salario: 2_100_000,
    turnos: ['Rotativo 6 a. m. – 2 p. m. / 2 p. m. – 10 p. m.', 'Lunes a sábado, 7 a. m. – 5 p. m.'],
  },
  {
    titulo: 'Auxiliar de bodega',
    categoria: 'Bodega',
    descripcion:
      'Recibo de mercancía, alistamiento de pedidos con terminal de radiofrecuencia, etiquetado y organización de la bodega.',
    requisitos: ['Bachiller', 'Experiencia de 6 meses en bodega', 'Disponibilidad para turnos'],
    salario: SMMLV + 150_000,
    turnos: ['Rotativo de 8 horas', 'Lunes a sábado, 6 a. m. – 2 p. m.'],
  },
  {
    titulo: 'Conductor C2 de camión sencillo',
    categoria: 'Conductor',
    descripcion:
      'Distribución urbana de mercancía a tiendas y supermercados con camión sencillo, entrega de facturas y recaudo.',
    requisitos: [
      'Licencia C2 vigente',
      'Sin comparendos pendientes',
      'Experiencia de 2 años en reparto urbano',
    ],
    salario: 2_300_000,
    turnos: ['Lunes a sábado, 5 a. m. – 3 p. m.'],
  },
  {
    titulo: 'Conductor C3 de tractomula',
    categoria: 'Conductor',
    descripcion:
      'Transporte de carga seca por las rutas nacionales hacia la costa y el Eje Cafetero, cumpliendo protocolos de seguridad vial.',
    requisitos: ['Licencia C3 vigente', 'Experiencia de 3 años en tractomula', 'Curso de manejo defensivo'],
    salario: 3_500_000,
    turnos: ['Viajes nacionales con descansos programados'],
  },
  {
    titulo: 'Operario de producción',
    categoria: 'Producción',
    descripcion:
      'Alimentación de la línea de producción, control de máquinas, registro de novedades y cumplimiento de las buenas prácticas de manufactura.',
    requisitos: ['Bachiller', 'Experiencia de 6 meses en planta', 'Disponibilidad para turnos rotativos'],
    salario: SMMLV + 100_000,
    turnos: ['Rotativo de 8 horas: mañana, tarde y noche', 'Turno de 12 horas 4x4'],
  },
  {
    titulo: 'Operario de máquina inyectora',
    categoria: 'Producción',
    descripcion:
      'Operación de inyectoras de plástico, cambio de moldes sencillos, control de peso y calidad de las piezas producidas.',
    requisitos: ['Técnico o bachiller', 'Experiencia de 1 año con inyectoras', 'Manejo de calibrador'],
    salario: 1_800_000,
    turnos: ['Rotativo de 8 horas'],
  },
  {
    titulo: 'Empacador',
    categoria: 'Empaque',
    descripcion:
      'Empaque y sellado de producto terminado, armado de cajas y estibas, y rotulado según la orden de producción.',
    requisitos: ['Primaria o bachillerato', 'Agilidad manual', 'No se requiere experiencia'],
    salario: SMMLV,
    turnos: ['Lunes a sábado, 6 a. m. – 2 p. m.', 'Rotativo de 8 horas'],
  },
  {
    titulo: 'Inspector de calidad',
    categoria: 'Calidad',
    descripcion:
      'Inspección de materia prima y producto terminado, muestreo, diligenciamiento de formatos y liberación de lotes.',
    requisitos: ['Técnico en control de calidad o afines', 'Experiencia de 1 año', 'Manejo de Excel básico'],
    salario: 2_000_000,
    turnos: ['Rotativo 6 a. m. – 2 p. m. / 2 p. m. – 10 p. m.'],
  },
  {
    titulo: 'Auxiliar de logística',
    categoria: 'Logística',
    descripcion:
      'Control de despachos, verificación de documentos de transporte, cargue de vehículos y registro en el sistema WMS.',
    requisitos: ['Bachiller', 'Experiencia de 1 año en despachos', 'Manejo básico de computador'],
    salario: 1_850_000,
    turnos: ['Lunes a viernes, 7 a. m. – 5 p. m.; sábados medio día'],
  },
  {
    titulo: 'Técnico de mantenimiento industrial',
    categoria: 'Mantenimiento',
    descripcion:
      'Mantenimiento preventivo y correctivo mecánico y eléctrico de equipos de planta, lubricación y registro de órdenes de trabajo.',
    requisitos: [
      'Técnico o tecnólogo en mantenimiento',
      'Experiencia de 2 años',
      'Curso de trabajo en alturas',
    ],
    salario: 2_800_000,
    turnos: ['Rotativo de 8 horas'],
  },
  {
    titulo: 'Auxiliar de servicios generales',
    categoria: 'Aseo y servicios generales',
    descripcion: 'Aseo y desinfección de oficinas, baños y zonas comunes de planta; manejo de residuos.',
    requisitos: ['Primaria', 'Experiencia de 6 meses', 'Buena presentación'],
    salario: SMMLV,
    turnos: ['Lunes a sábado, 6 a. m. – 2 p. m.'],
  },
  {
    titulo: 'Ayudante de obra',
    categoria: 'Construcción',
    descripcion:
      'Apoyo a maestros de obra en mezcla, acarreo de materiales, excavación y limpieza de la obra.',
    requisitos: ['Certificado de trabajo en alturas (deseable)', 'Buen estado físico'],
    salario: 1_780_000,
    turnos: ['Lunes a viernes, 7 a. m. – 5 p. m.; sábados 7 a. m. – 12 m.'],
  },
  {
    titulo: 'Operario de planta de alimentos',
    categoria: 'Alimentos',
    descripcion:
      'Proceso, porcionado y empaque de alimentos en ambiente refrigerado, cumpliendo normas de inocuidad y BPM.',
    requisitos: ['Curso de manipulación de alimentos vigente', 'Bachiller', 'Disponibilidad para turnos'],
    salario: SMMLV + 200_000,
    turnos: ['Rotativo de 8 horas', 'Turno nocturno 10 p. m. – 6 a. m.'],
  },
  {
    titulo: 'Guarda de seguridad',
    categoria: 'Seguridad',
    descripcion:
      'Control de acceso de personas y vehículos, rondas perimetrales y registro de minuta en planta.',
    requisitos: ['Curso de vigilancia vigente', 'Libreta militar', 'Experiencia de 1 año'],
    salario: 1_900_000,
    turnos: ['Turno de 12 horas 2x2x2'],
  },
];

/** Where the work is, per city (DANE code). */
export const workPlaces: Record<number, string> = {
  11001: 'Zona Industrial de Montevideo, Bogotá',
  5001: 'Zona Industrial de Guayabal, Medellín',
  76001: 'Zona Industrial de Acopi, Cali',
  8001: 'Vía 40, Barranquilla',
  13001: 'Zona Industrial de Mamonal, Cartagena',
  68001: 'Zona Industrial de Chimitá, Bucaramanga',
  25286: 'Parque Industrial Siberia, Funza',
  25473: 'Zona Franca de Occidente, Mosquera',
  25817: 'Parque Industrial de Tocancipá',
  76892: 'Zona Industrial de Yumbo',
  5360: 'Zona Industrial de Itagüí',
  66001: 'Parque Industrial de Pereira',
  54001: 'Zona Franca de Cúcuta',
  25754: 'Zona Industrial de Cazucá, Soacha',
};

export const companies = [
  'Logística Andina S.A.S.',
  'Alimentos del Valle de Aburrá S.A.S.',
  'Plásticos Industriales de Colombia S.A.S.',
  'Transportes Cordillera S.A.S.',
  'Distribuidora Nacional del Caribe S.A.S.',
  'Confecciones Antioqueñas S.A.S.',
  'Bebidas La Sabana S.A.',
];

export const contractCycle: ContractType[] = ['obra_labor', 'temporal', 'termino_fijo', 'obra_labor'];
